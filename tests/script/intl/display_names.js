// Intl.DisplayNames: names of languages, regions, scripts, currencies,
// calendars and date-time fields; style, fallback, languageDisplay;
// resolvedOptions and V8's errors. (Names CLDR changed after Debian's ICU 72,
// such as the Islamic calendars' "Hijri", are left out: docs/intl.md.)
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const show = (x) => console.log(JSON.stringify(x));
console.log(Object.getOwnPropertyNames(Intl.DisplayNames.prototype).join(), Intl.DisplayNames.length, Intl.DisplayNames.name);
for (const style of ['long', 'short', 'narrow']) {
  const d = (type, o = {}) => new Intl.DisplayNames('en', { type, style, ...o });
  show([style, d('language').of('en-US'), d('language').of('zh-Hant'), d('language', { languageDisplay: 'standard' }).of('en-US'),
    d('language').of('fr-CA'), d('region').of('US'), d('region').of('419'), d('script').of('Latn'), d('script').of('Cyrl'),
    d('currency').of('USD'), d('currency').of('EUR'), d('calendar').of('gregory'), d('calendar').of('roc'),
    d('dateTimeField').of('era'), d('dateTimeField').of('weekOfYear'), d('dateTimeField').of('dayPeriod'),
    d('dateTimeField').of('timeZoneName'), d('dateTimeField').of('year'), d('dateTimeField').of('month')]);
}
const de = new Intl.DisplayNames('de', { type: 'language' });
show([de.of('en'), de.of('de-AT'), de.of('xyz'), new Intl.DisplayNames('de', { type: 'region' }).of('DE'),
  new Intl.DisplayNames('de', { type: 'currency' }).of('JPY'), new Intl.DisplayNames('ja', { type: 'calendar' }).of('japanese')]);
show([new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }).of('XX'), new Intl.DisplayNames('en', { type: 'region' }).of('XX'),
  new Intl.DisplayNames('en', { type: 'currency', fallback: 'none' }).of('XYZ')]);
show(new Intl.DisplayNames('en', { type: 'language' }).resolvedOptions());
show(new Intl.DisplayNames('en', { type: 'dateTimeField', style: 'short' }).resolvedOptions());
show(new Intl.DisplayNames(['de-AT-u-nu-arab'], { type: 'region' }).resolvedOptions());
const lang = new Intl.DisplayNames('en', { type: 'language' });
show([lang.of('sr-Latn-RS'), lang.of('en-GB'), lang.of('EN-us'), new Intl.DisplayNames('en', { type: 'language', languageDisplay: 'standard' }).of('en-GB')]);
show([new Intl.DisplayNames('en', { type: 'region' }).of('us'), new Intl.DisplayNames('en', { type: 'script' }).of('latn'),
  new Intl.DisplayNames('en', { type: 'currency' }).of('usd'), new Intl.DisplayNames('en', { type: 'dateTimeField', style: 'narrow' }).of('weekday')]);
t(() => new Intl.DisplayNames('en'));
t(() => new Intl.DisplayNames('en', {}));
t(() => Intl.DisplayNames('en', { type: 'region' }));
t(() => new Intl.DisplayNames('en', { type: 'foo' }));
t(() => new Intl.DisplayNames('en', { type: 'region', style: 'x' }));
t(() => new Intl.DisplayNames('en', { type: 'region' }).of('USA'));
t(() => new Intl.DisplayNames('en', { type: 'region' }).of());
t(() => new Intl.DisplayNames('en', { type: 'language' }).of('en-u-ca-gregory'));
t(() => new Intl.DisplayNames('en', { type: 'language' }).of('root'));
t(() => new Intl.DisplayNames('en', { type: 'language' }).of('en_US'));
t(() => new Intl.DisplayNames('en', { type: 'script' }).of('Lat'));
t(() => new Intl.DisplayNames('en', { type: 'currency' }).of('US'));
t(() => new Intl.DisplayNames('en', { type: 'calendar' }).of('gregorian'));
t(() => new Intl.DisplayNames('en', { type: 'dateTimeField' }).of('foo'));
t(() => Intl.DisplayNames.prototype.of.call({}, 'x'));
// expect: constructor,resolvedOptions,of 2 DisplayNames
// expect: ["long","American English","Traditional Chinese","English (United States)","Canadian French","United States","Latin America","Latin","Cyrillic","US Dollar","Euro","Gregorian Calendar","Minguo Calendar","era","week","AM/PM","time zone","year","month"]
// expect: ["short","US English","Traditional Chinese","English (US)","Canadian French","US","Latin America","Latin","Cyrillic","US Dollar","Euro","Gregorian Calendar","Minguo Calendar","era","wk.","AM/PM","zone","yr.","mo."]
// expect: ["narrow","US English","Traditional Chinese","English (US)","Canadian French","US","Latin America","Latin","Cyrillic","US Dollar","Euro","Gregorian Calendar","Minguo Calendar","era","wk","AM/PM","zone","yr","mo"]
// expect: ["Englisch","Österreichisches Deutsch","xyz","Deutschland","Japanischer Yen","和暦"]
// expect: [null,"XX",null]
// expect: {"locale":"en","style":"long","type":"language","fallback":"code","languageDisplay":"dialect"}
// expect: {"locale":"en","style":"short","type":"dateTimeField","fallback":"code"}
// expect: {"locale":"de-AT","style":"long","type":"region","fallback":"code"}
// expect: ["Serbian (Latin, Serbia)","British English","American English","English (United Kingdom)"]
// expect: ["us","latn","US Dollar","day of wk."]
// expect: TypeError: invalid_argument
// expect: TypeError: invalid_argument
// expect: TypeError: Constructor Intl.DisplayNames requires 'new'
// expect: RangeError: Value foo out of range for Intl.DisplayNames options property type
// expect: RangeError: Value x out of range for Intl.DisplayNames options property style
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: RangeError: invalid_argument
// expect: TypeError: Method Intl.DisplayNames.prototype.of called on incompatible receiver #<Object>
