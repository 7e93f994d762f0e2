// An hourCycle option rewrites a pattern's hour letters but not the letters
// of its quoted literals (German's 'Uhr'). PluralRules reads compactDisplay
// right after notation, before the digit options.
const d = new Date(Date.UTC(2017, 11, 12, 7, 5, 0));
for (const hourCycle of ['h23', 'h24'])
  console.log(hourCycle, new Intl.DateTimeFormat('de', { hour: 'numeric', hourCycle, timeZone: 'UTC' }).format(d),
    new Intl.DateTimeFormat('de', { hour: '2-digit', minute: '2-digit', hourCycle, timeZone: 'UTC' }).format(d));
console.log(new Intl.DateTimeFormat('de', { hour: 'numeric', hour12: false, timeZone: 'UTC' }).format(d));
const reads = [];
new Intl.PluralRules('en', new Proxy({}, { get(t, k) { reads.push(String(k)); return undefined; } }));
console.log(reads.join(','));
// expect: h23 07 Uhr 07:05
// expect: h24 07 Uhr 07:05
// expect: 07 Uhr
// expect: localeMatcher,type,notation,compactDisplay,minimumIntegerDigits,minimumFractionDigits,maximumFractionDigits,minimumSignificantDigits,maximumSignificantDigits,roundingIncrement,roundingMode,roundingPriority,trailingZeroDisplay
