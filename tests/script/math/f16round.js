// Math.f16round: nearest binary16 value, ties to even, overflow at 65520, subnormals down to 2^-24.
console.log(Math.f16round(1.337), Math.f16round(65504), Math.f16round(65519.99), Math.f16round(65520), Math.f16round(-65520));
console.log(Math.f16round(5.960464477539063e-8) === 2 ** -24, Math.f16round(2.9802322387695312e-8), Math.f16round(2.98023223876953125e-8 * 1.0000001) === 2 ** -24);
console.log(Math.f16round(6.103515625e-5), Math.f16round(6.097555160522461e-5), Math.f16round(1.00048828125), Math.f16round(1.00146484375));
console.log(Object.is(Math.f16round(-0), -0), Object.is(Math.f16round(-1e-10), -0), Math.f16round('x'), Math.f16round(Infinity), Math.f16round('0.1'));
console.log(Math.f16round(2049), Math.f16round(2051), Math.f16round(0.1), Math.f16round(-0.333333));
console.log(Math.f16round.length, Math.f16round.name, Object.getOwnPropertyNames(Math).filter(k => k !== 'sumPrecise').join(' '));
// expect: 1.3369140625 65504 65504 Infinity -Infinity
// expect: true 0 true
// expect: 0.00006103515625 0.00006097555160522461 1 1.001953125
// expect: true true NaN Infinity 0.0999755859375
// expect: 2048 2052 0.0999755859375 -0.333251953125
// expect: 1 f16round abs acos acosh asin asinh atan atanh atan2 ceil cbrt expm1 clz32 cos cosh exp floor f16round fround hypot imul log log1p log2 log10 max min pow random round sign sin sinh sqrt tan tanh trunc E LN10 LN2 LOG10E LOG2E PI SQRT1_2 SQRT2
