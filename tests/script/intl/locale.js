// Intl.Locale: the constructor and its options, the getters, maximize and
// minimize, toString, errors with V8's texts, and Locale objects as locales
// of the other Intl classes.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const l = new Intl.Locale('en-Latn-US-u-ca-gregory-co-phonebk-hc-h12-kf-upper-kn-nu-latn', { region: 'GB' });
console.log(l.toString(), l.baseName, l.language, l.script, l.region);
console.log(l.calendar, l.collation, l.hourCycle, l.caseFirst, l.numeric, l.numberingSystem, l.firstDayOfWeek);
console.log(String(l), JSON.stringify(l), Object.prototype.toString.call(l), l instanceof Intl.Locale);
console.log(Object.getOwnPropertyNames(Intl.Locale.prototype).join());
console.log(Object.getOwnPropertyNames(Intl).join());
console.log(Intl.Locale.length, Intl.Locale.name, typeof Intl.Locale.supportedLocalesOf);
t(() => new Intl.Locale('en', { calendar: 'buddhist', collation: 'phonebk', hourCycle: 'h11', caseFirst: 'false',
  numeric: true, numberingSystem: 'arab', firstDayOfWeek: 1 }).toString());
t(() => new Intl.Locale('en-u-ca-gregory', { calendar: 'islamicc' }).toString());
t(() => new Intl.Locale('EN-latn-us-u-CA-gregory-x-foo').toString());
t(() => new Intl.Locale('en-US', { language: 'de', script: 'Latn' }).toString());
t(() => new Intl.Locale(new Intl.Locale('en-us'), { region: 'CA' }).toString());
t(() => new Intl.Locale('en', { numeric: false }).numeric);
t(() => new Intl.Locale('en-u-kn').numeric);
t(() => new Intl.Locale('en', { firstDayOfWeek: 0 }).firstDayOfWeek);
t(() => new Intl.Locale('en-u-fw-mon', { firstDayOfWeek: '3' }).toString());
t(() => new Intl.Locale('art-lojban').toString());
t(() => new Intl.Locale('en-US').calendar);
t(() => new Intl.Locale('und').maximize().toString());
t(() => new Intl.Locale('zh-TW').maximize().toString());
t(() => new Intl.Locale('zh-Hant-TW').minimize().toString());
t(() => new Intl.Locale('en-Latn-US-u-nu-thai').minimize().toString());
t(() => new Intl.Locale('de').maximize().baseName);
t(() => Intl.getCanonicalLocales([new Intl.Locale('en-us'), 'de']));
t(() => new Intl.NumberFormat(new Intl.Locale('de-u-nu-arab')).format(1234.5));
// errors
t(() => Intl.Locale('en'));
t(() => new Intl.Locale());
t(() => new Intl.Locale(5));
t(() => new Intl.Locale('x'));
t(() => new Intl.Locale('en', null));
t(() => new Intl.Locale('en', { language: 'x1' }));
t(() => new Intl.Locale('en', { region: 'x1' }));
t(() => new Intl.Locale('en', { calendar: 'x' }));
t(() => new Intl.Locale('en', { hourCycle: 'x' }));
t(() => new Intl.Locale('en', { caseFirst: 'x' }));
t(() => new Intl.Locale('en', { firstDayOfWeek: 'x' }));
t(() => Intl.Locale.prototype.toString.call({}));
t(() => new Intl.Locale('de-t-en-emodeng-emodeng'));
// expect: en-Latn-GB-u-ca-gregory-co-phonebk-hc-h12-kf-upper-kn-nu-latn en-Latn-GB en Latn GB
// expect: gregory phonebk h12 upper true latn undefined
// expect: en-Latn-GB-u-ca-gregory-co-phonebk-hc-h12-kf-upper-kn-nu-latn {} [object Intl.Locale] true
// expect: constructor,toString,maximize,minimize,language,script,region,baseName,calendar,caseFirst,collation,firstDayOfWeek,hourCycle,numeric,numberingSystem,getCalendars,getCollations,getHourCycles,getNumberingSystems,getTimeZones,getTextInfo,getWeekInfo
// expect: getCanonicalLocales,supportedValuesOf,DateTimeFormat,NumberFormat,Collator,PluralRules,RelativeTimeFormat,ListFormat,Locale,DisplayNames,Segmenter,DurationFormat
// expect: 1 Locale undefined
// expect: en-u-ca-buddhist-co-phonebk-fw-mon-hc-h11-kf-false-kn-nu-arab
// expect: en-u-ca-islamic-civil
// expect: en-Latn-US-u-ca-gregory-x-foo
// expect: de-Latn-US
// expect: en-CA
// expect: false
// expect: true
// expect: sun
// expect: en-u-fw-wed
// expect: jbo
// expect: undefined
// expect: en-Latn-US
// expect: zh-Hant-TW
// expect: zh-TW
// expect: en-u-nu-thai
// expect: de-Latn-DE
// expect: [ 'en-US', 'de' ]
// expect: ١٬٢٣٤٫٥
// expect: TypeError: Constructor Intl.Locale requires 'new'
// expect: TypeError: First argument to Intl.Locale constructor can't be empty or missing
// expect: TypeError: First argument to Intl.Locale constructor can't be empty or missing
// expect: RangeError: Incorrect locale information provided
// expect: TypeError: Intl.Locale called on null or undefined
// expect: RangeError: Incorrect locale information provided
// expect: RangeError: Incorrect locale information provided
// expect: RangeError: Incorrect locale information provided
// expect: RangeError: Value x out of range for locale options property hourCycle
// expect: RangeError: Value x out of range for locale options property caseFirst
// expect: RangeError: Incorrect locale information provided
// expect: TypeError: Method Intl.Locale.prototype.toString called on incompatible receiver #<Object>
// expect: RangeError: Incorrect locale information provided
