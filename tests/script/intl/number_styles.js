// Intl.NumberFormat's styles and notations through ICU's number skeletons.
const f = (l, o, ...xs) => console.log(xs.map((x) => new Intl.NumberFormat(l, o).format(x)).join(' | '));
f('en', {}, 1234567.891, -0, NaN, Infinity, 1.0005, 0.1 + 0.2, 12345678901234567890n);
f('de-DE', { style: 'currency', currency: 'EUR' }, 1234.5, -3);
f('en-US', { style: 'currency', currency: 'JPY' }, 1234.5);
f('en', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }, 1);
f('en', { style: 'currency', currency: 'USD', currencySign: 'accounting' }, -42);
f('en', { style: 'percent' }, 0.256, -1);
f('en', { style: 'unit', unit: 'kilometer-per-hour' }, 50);
f('en', { style: 'unit', unit: 'liter', unitDisplay: 'long' }, 1, 2);
f('en', { notation: 'compact' }, 1234, 1234567, 999999);
f('en', { notation: 'compact', compactDisplay: 'long' }, 1234567);
f('en', { notation: 'scientific' }, 123456, 0.00012);
f('en', { notation: 'engineering' }, 123456);
// expect: 1,234,567.891 | -0 | NaN | ∞ | 1.001 | 0.3 | 12,345,678,901,234,567,890
// expect: 1.234,50 € | -3,00 €
// expect: ¥1,235
// expect: USD 1.00
// expect: ($42.00)
// expect: 26% | -100%
// expect: 50 km/h
// expect: 1 liter | 2 liters
// expect: 1.2K | 1.2M | 1M
// expect: 1.2 million
// expect: 1.235E5 | 1.2E-4
// expect: 123.456E3
