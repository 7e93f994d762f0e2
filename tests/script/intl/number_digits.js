// Intl.NumberFormat's sign, digit and rounding options.
const f = (l, o, ...xs) => console.log(xs.map((x) => new Intl.NumberFormat(l, o).format(x)).join(' | '));
f('en', { signDisplay: 'always' }, 1, 0, -1);
f('en', { signDisplay: 'exceptZero' }, 1, 0, -1);
f('en', { signDisplay: 'never' }, -1);
f('en', { minimumFractionDigits: 2 }, 1, 1.5);
f('en', { maximumSignificantDigits: 3 }, 123456, 1.23456);
f('en', { minimumIntegerDigits: 3, useGrouping: false }, 7, 12345);
f('en', { maximumFractionDigits: 0, roundingMode: 'floor' }, 2.7, -2.2);
f('en', { maximumFractionDigits: 2, roundingIncrement: 5, minimumFractionDigits: 2 }, 1.234);
f('en', { minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }, 1, 1.5);
f('en-IN', {}, 123456789);
// expect: +1 | +0 | -1
// expect: +1 | 0 | -1
// expect: 1
// expect: 1.00 | 1.50
// expect: 123,000 | 1.23
// expect: 007 | 12345
// expect: 2 | -3
// expect: 1.25
// expect: 1 | 1.50
// expect: 12,34,56,789
