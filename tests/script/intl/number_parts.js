// Intl.NumberFormat's formatToParts, formatRange, resolvedOptions; Number and
// BigInt toLocaleString through it; string input kept exact.
const nf = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
console.log(nf.formatToParts(-1234.5));
console.log(nf.formatRange(3, 5), nf.formatRange(3, 3));
console.log(nf.formatRangeToParts(3, 5));
console.log(new Intl.NumberFormat('en', { notation: 'engineering' }).formatToParts(-12345));
console.log(new Intl.NumberFormat().resolvedOptions());
console.log(new Intl.NumberFormat('en', { style: 'currency', currency: 'usd', notation: 'compact' }).resolvedOptions());
console.log((1234.5).toLocaleString('de-DE'), (1234.5).toLocaleString(), (123456789n).toLocaleString('en-IN'), (5n).toLocaleString('en', { style: 'percent' }));
console.log(new Intl.NumberFormat('en').format('12345678901234567890.5'), new Intl.NumberFormat('en').format('abc'));
// expect: [
// expect:   { type: 'minusSign', value: '-' },
// expect:   { type: 'currency', value: '€' },
// expect:   { type: 'integer', value: '1' },
// expect:   { type: 'group', value: ',' },
// expect:   { type: 'integer', value: '234' },
// expect:   { type: 'decimal', value: '.' },
// expect:   { type: 'fraction', value: '50' }
// expect: ]
// expect: €3.00 – €5.00 ~€3.00
// expect: [
// expect:   { type: 'currency', value: '€', source: 'startRange' },
// expect:   { type: 'integer', value: '3', source: 'startRange' },
// expect:   { type: 'decimal', value: '.', source: 'startRange' },
// expect:   { type: 'fraction', value: '00', source: 'startRange' },
// expect:   { type: 'literal', value: ' – ', source: 'shared' },
// expect:   { type: 'currency', value: '€', source: 'endRange' },
// expect:   { type: 'integer', value: '5', source: 'endRange' },
// expect:   { type: 'decimal', value: '.', source: 'endRange' },
// expect:   { type: 'fraction', value: '00', source: 'endRange' }
// expect: ]
// expect: [
// expect:   { type: 'minusSign', value: '-' },
// expect:   { type: 'integer', value: '12' },
// expect:   { type: 'decimal', value: '.' },
// expect:   { type: 'fraction', value: '345' },
// expect:   { type: 'exponentSeparator', value: 'E' },
// expect:   { type: 'exponentInteger', value: '3' }
// expect: ]
// expect: {
// expect:   locale: 'en-US',
// expect:   numberingSystem: 'latn',
// expect:   style: 'decimal',
// expect:   minimumIntegerDigits: 1,
// expect:   minimumFractionDigits: 0,
// expect:   maximumFractionDigits: 3,
// expect:   useGrouping: 'auto',
// expect:   notation: 'standard',
// expect:   signDisplay: 'auto',
// expect:   roundingIncrement: 1,
// expect:   roundingMode: 'halfExpand',
// expect:   roundingPriority: 'auto',
// expect:   trailingZeroDisplay: 'auto'
// expect: }
// expect: {
// expect:   locale: 'en',
// expect:   numberingSystem: 'latn',
// expect:   style: 'currency',
// expect:   currency: 'USD',
// expect:   currencyDisplay: 'symbol',
// expect:   currencySign: 'standard',
// expect:   minimumIntegerDigits: 1,
// expect:   minimumFractionDigits: 0,
// expect:   maximumFractionDigits: 0,
// expect:   minimumSignificantDigits: 1,
// expect:   maximumSignificantDigits: 2,
// expect:   useGrouping: 'min2',
// expect:   notation: 'compact',
// expect:   compactDisplay: 'short',
// expect:   signDisplay: 'auto',
// expect:   roundingIncrement: 1,
// expect:   roundingMode: 'halfExpand',
// expect:   roundingPriority: 'morePrecision',
// expect:   trailingZeroDisplay: 'auto'
// expect: }
// expect: 1.234,5 1,234.5 12,34,56,789 500%
// expect: 12,345,678,901,234,567,890.5 NaN
