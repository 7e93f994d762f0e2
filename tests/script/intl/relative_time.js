// Intl.RelativeTimeFormat through ICU's relative date-time formatter.
const r = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
console.log(r.format(-1, 'day'), r.format(1000, 'days'), r.format(2, 'quarter'), r.format(-3, 'hours'));
console.log(r.formatToParts(1000, 'day'), r.formatToParts(-1, 'day'), r.resolvedOptions());
console.log(new Intl.RelativeTimeFormat('de', { style: 'short' }).format(-5, 'minute'), new Intl.RelativeTimeFormat('fr').format(1, 'week'));
for (const t of [() => r.format(NaN, 'day'), () => r.format(1, 'x'), () => Intl.RelativeTimeFormat()])
  try { t(); } catch (e) { console.log(String(e)); }
// expect: yesterday in 1,000 days in 2 quarters 3 hours ago
// expect: [
// expect:   { type: 'literal', value: 'in ' },
// expect:   { type: 'integer', value: '1', unit: 'day' },
// expect:   { type: 'group', value: ',', unit: 'day' },
// expect:   { type: 'integer', value: '000', unit: 'day' },
// expect:   { type: 'literal', value: ' days' }
// expect: ] [ { type: 'literal', value: 'yesterday' } ] {
// expect:   locale: 'en',
// expect:   style: 'long',
// expect:   numeric: 'auto',
// expect:   numberingSystem: 'latn'
// expect: }
// expect: vor 5 Min. dans 1 semaine
// expect: RangeError: Value need to be finite number for Intl.RelativeTimeFormat.prototype.format()
// expect: RangeError: Invalid unit argument for Intl.RelativeTimeFormat.prototype.format() 'x'
// expect: TypeError: Constructor Intl.RelativeTimeFormat requires 'new'
