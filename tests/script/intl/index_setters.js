// Intl, built on first use after the script ran, never run a
// setter the script put on an index of Object.prototype (its arrays grow
// by CreateDataProperty).
const w = process.stdout.write.bind(process.stdout);
for (let i = 0; i < 8; i++)
  Object.defineProperty(Object.prototype, String(i), { set(v) { throw new Error("setter for " + i); }, configurable: true });
const d = new Date(Date.UTC(2024, 0, 15, 10, 30));
const cases = {
  collator: () => ['b', 'a', 'C'].sort(new Intl.Collator('en').compare).join(),
  collatorOpts: () => new Intl.Collator('de', { numeric: true }).resolvedOptions().locale,
  nf: () => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(1234.5),
  nfParts: () => new Intl.NumberFormat('en').formatToParts(-1234.5).map(p => p.type).join(),
  nfRange: () => new Intl.NumberFormat('en').formatRange(1, 5),
  dtf: () => new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(d),
  dtfParts: () => new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).formatToParts(d).length,
  dtfRange: () => new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).formatRange(d, new Date(d.getTime() + 864e5 * 3)),
  pr: () => new Intl.PluralRules('en').resolvedOptions().pluralCategories.join(),
  rtf: () => new Intl.RelativeTimeFormat('en').formatToParts(-3, 'day').length,
  lf: () => new Intl.ListFormat('en').format(['a', 'b', 'c']),
  dn: () => new Intl.DisplayNames('en', { type: 'region' }).of('FR'),
  seg: () => [...new Intl.Segmenter('en', { granularity: 'word' }).segment('hi there')].length,
  loc: () => new Intl.Locale('en-US').maximize().toString() + new Intl.Locale('en').getWeekInfo?.().weekend,
  sv: () => Intl.supportedValuesOf('calendar').length > 5,
  canon: () => Intl.getCanonicalLocales(['EN-us', 'de']).join(),
  df: () => new Intl.DurationFormat('en').format({ hours: 1, minutes: 2 }),
  toLocale: () => (1234.5).toLocaleString('de') + d.toLocaleString('en', { timeZone: 'UTC' }),
  localeCompare: () => 'a'.localeCompare('b'),
};
for (const k of Reflect.ownKeys(cases)) { const f = cases[k];
  let r; try { r = String(f()); } catch (e) { r = "THREW " + e.message; } w(k + " " + r + "\n");
}
// expect: collator a,b,C
// expect: collatorOpts de
// expect: nf €1,234.50
// expect: nfParts minusSign,integer,group,integer,decimal,fraction
// expect: nfRange 1–5
// expect: dtf Monday, January 15, 2024
// expect: dtfParts 5
// expect: dtfRange 1/15/2024 – 1/18/2024
// expect: pr one,other
// expect: rtf 2
// expect: lf a, b, and c
// expect: dn France
// expect: seg 3
// expect: loc en-Latn-US6,7
// expect: sv true
// expect: canon en-US,de
// expect: df 1 hr, 2 min
// expect: toLocale 1.234,51/15/2024, 10:30:00 AM
// expect: localeCompare -1
