// Intl.DateTimeFormat's calendars: the calendar option and -u-ca-, a
// locale's own calendar (th buddhist, fa persian), eras, related years and
// year names in formatToParts, formatRange. (Calendars whose English era
// names or patterns changed after Debian's ICU 72 (coptic, ethiopic,
// indian, iso8601) and ar-SA, whose default CLDR changed, are left out:
// docs/intl.md.)
const d = new Date(Date.UTC(2024, 2, 15, 12, 30));
for (const ca of ['gregory', 'hebrew', 'islamic', 'islamic-umalqura', 'islamic-civil', 'japanese', 'buddhist', 'chinese', 'roc', 'persian', 'dangi']) {
  const f = new Intl.DateTimeFormat('en-US', { calendar: ca, timeZone: 'UTC', dateStyle: 'full' });
  const g = new Intl.DateTimeFormat('en-US-u-ca-' + ca, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', era: 'short' });
  console.log(ca, f.resolvedOptions().calendar, f.format(d), '|', g.format(d), g.resolvedOptions().locale);
}
for (const l of ['th-TH', 'fa-IR', 'ja-JP-u-ca-japanese', 'he-IL-u-ca-hebrew', 'zh-u-ca-chinese'])
  console.log(l, new Intl.DateTimeFormat(l, { timeZone: 'UTC' }).resolvedOptions().calendar, new Intl.DateTimeFormat(l, { timeZone: 'UTC' }).format(d));
console.log(JSON.stringify(new Intl.DateTimeFormat('zh-u-ca-chinese', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).formatToParts(d)));
console.log(new Intl.DateTimeFormat('en', { calendar: 'xyz', timeZone: 'UTC' }).resolvedOptions().calendar);
console.log(new Intl.DateTimeFormat('en', { calendar: 'Hebrew', timeZone: 'UTC' }).resolvedOptions().calendar);
console.log(d.toLocaleDateString('en-US', { calendar: 'hebrew', timeZone: 'UTC' }));
console.log(new Intl.DateTimeFormat('en-u-ca-japanese', { timeZone: 'UTC', year: 'numeric', era: 'long' }).formatRange(d, new Date(Date.UTC(2030, 1, 1))));
// expect: gregory gregory Friday, March 15, 2024 | March 15, 2024 AD en-US-u-ca-gregory
// expect: hebrew hebrew Friday, 5 Adar II 5784 | 5 Adar II 5784 AM en-US-u-ca-hebrew
// expect: islamic islamic Friday, Ramadan 5, 1445 AH | Ramadan 5, 1445 AH en-US-u-ca-islamic
// expect: islamic-umalqura islamic-umalqura Friday, Ramadan 5, 1445 AH | Ramadan 5, 1445 AH en-US-u-ca-islamic-umalqura
// expect: islamic-civil islamic-civil Friday, Ramadan 5, 1445 AH | Ramadan 5, 1445 AH en-US-u-ca-islamic-civil
// expect: japanese japanese Friday, March 15, 6 Reiwa | March 15, 6 Reiwa en-US-u-ca-japanese
// expect: buddhist buddhist Friday, March 15, 2567 BE | March 15, 2567 BE en-US-u-ca-buddhist
// expect: chinese chinese Friday, Second Month 6, 2024(jia-chen) | Second Month 6, 2024(jia-chen) en-US-u-ca-chinese
// expect: roc roc Friday, March 15, 113 Minguo | March 15, 113 Minguo en-US-u-ca-roc
// expect: persian persian Friday, Esfand 25, 1402 AP | Esfand 25, 1402 AP en-US-u-ca-persian
// expect: dangi dangi Friday, Second Month 6, 2024(jia-chen) | Second Month 6, 2024(jia-chen) en-US-u-ca-dangi
// expect: th-TH buddhist 15/3/2567
// expect: fa-IR persian ۱۴۰۲/۱۲/۲۵
// expect: ja-JP-u-ca-japanese japanese R6/3/15
// expect: he-IL-u-ca-hebrew hebrew 5 באדר ב׳ 5784
// expect: zh-u-ca-chinese chinese 2024年二月6
// expect: [{"type":"relatedYear","value":"2024"},{"type":"yearName","value":"甲辰"},{"type":"literal","value":"年"},{"type":"month","value":"二月"},{"type":"day","value":"6"}]
// expect: gregory
// expect: hebrew
// expect: 5 Adar II 5784
// expect: 6 – 12 Reiwa
