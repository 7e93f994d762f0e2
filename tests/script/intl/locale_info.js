// Intl.Locale's locale information (getCalendars, getCollations,
// getHourCycles, getNumberingSystems, getTimeZones, getTextInfo,
// getWeekInfo) from ICU's data; the -u- keywords and rg/sd regions override
// it. Locales and regions whose data is the same in Debian's ICU 72 and
// node's ICU 78 (zh-Hant's collations and Canada's zones differ: docs/intl.md).
const show = (x) => console.log(JSON.stringify(x));
for (const tag of ['en-US', 'de', 'he', 'ar-EG', 'en-GB', 'ja', 'ko', 'ru', 'th-TH']) {
  const l = new Intl.Locale(tag);
  show([tag, l.getCalendars(), l.getCollations(), l.getHourCycles(), l.getNumberingSystems(), l.getTextInfo(), l.getWeekInfo()]);
}
show([new Intl.Locale('en-US').getTimeZones().length, new Intl.Locale('en-GB').getTimeZones(), new Intl.Locale('ar-EG').getTimeZones(), new Intl.Locale('de').getTimeZones()]);
const k = new Intl.Locale('ja-u-ca-gregory-co-phonebk-hc-h11-nu-arab-fw-tue');
show([k.getCalendars(), k.getCollations(), k.getHourCycles(), k.getNumberingSystems(), k.getWeekInfo()]);
show([new Intl.Locale('en-US-u-rg-gbzzzz').getHourCycles(), new Intl.Locale('en-US-u-rg-dezzzz').getWeekInfo(), new Intl.Locale('en-u-sd-inka').getWeekInfo()]);
const m = Intl.Locale.prototype.getCalendars;
console.log(m.name, m.length, typeof new Intl.Locale('en').getTextInfo().direction);
try { m.call({}); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
// expect: ["en-US",["gregory"],["emoji","eor"],["h12"],["latn"],{"direction":"ltr"},{"firstDay":7,"weekend":[6,7]}]
// expect: ["de",["gregory"],["emoji","eor","phonebk"],["h23"],["latn"],{"direction":"ltr"},{"firstDay":1,"weekend":[6,7]}]
// expect: ["he",["gregory","hebrew","islamic","islamic-civil","islamic-tbla"],["emoji","eor"],["h23"],["latn"],{"direction":"rtl"},{"firstDay":7,"weekend":[5,6]}]
// expect: ["ar-EG",["gregory","coptic","islamic","islamic-civil","islamic-tbla"],["compat","emoji","eor"],["h12"],["arab"],{"direction":"rtl"},{"firstDay":6,"weekend":[5,6]}]
// expect: ["en-GB",["gregory"],["emoji","eor"],["h23"],["latn"],{"direction":"ltr"},{"firstDay":1,"weekend":[6,7]}]
// expect: ["ja",["gregory","japanese"],["emoji","eor","unihan"],["h23"],["latn"],{"direction":"ltr"},{"firstDay":7,"weekend":[6,7]}]
// expect: ["ko",["gregory","dangi"],["emoji","eor","searchjl","unihan"],["h12"],["latn"],{"direction":"ltr"},{"firstDay":7,"weekend":[6,7]}]
// expect: ["ru",["gregory"],["emoji","eor"],["h23"],["latn"],{"direction":"ltr"},{"firstDay":1,"weekend":[6,7]}]
// expect: ["th-TH",["buddhist","gregory"],["emoji","eor"],["h23"],["latn"],{"direction":"ltr"},{"firstDay":7,"weekend":[6,7]}]
// expect: [29,["Europe/London"],["Africa/Cairo"],null]
// expect: [["gregory"],["phonebk"],["h11"],["arab"],{"firstDay":2,"weekend":[6,7]}]
// expect: [["h23"],{"firstDay":1,"weekend":[6,7]},{"firstDay":7,"weekend":[7]}]
// expect: getCalendars 0 string
// expect: TypeError: Method Intl.Locale.prototype.getCalendars called on incompatible receiver #<Object>
