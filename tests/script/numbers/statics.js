// Number's predicates, parse functions and constants
console.log(Number.isInteger(5), Number.isInteger(5.5), Number.isInteger("5"), Number.isInteger(Infinity), Number.isInteger(-0), Number.isInteger(2 ** 60));
console.log(Number.isSafeInteger(2 ** 53 - 1), Number.isSafeInteger(2 ** 53), Number.isSafeInteger(-(2 ** 53 - 1)), Number.isSafeInteger(1.5), Number.isSafeInteger("1"));
console.log(Number.isFinite(1), Number.isFinite(Infinity), Number.isFinite(NaN), Number.isFinite("1"), isFinite("1"));
console.log(Number.isNaN(NaN), Number.isNaN("NaN"), isNaN("NaN"), Number.isNaN(undefined), Number.isNaN(0 / 0));
console.log(Number.parseInt === parseInt, Number.parseFloat === parseFloat, Number.parseInt("42px"), Number.parseFloat("3.5e2x"), Number.parseInt("ff", 16));
console.log(Number.EPSILON, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE);
console.log(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1 + Number.EPSILON > 1, 1 + Number.EPSILON / 2 > 1);
console.log(Number.isInteger.length, Number.isSafeInteger.name, Number.isNaN.length);
// expect: true false false false true true
// expect: true false true false false
// expect: true false false false true
// expect: true false true false true
// expect: true true 42 350 255
// expect: 2.220446049250313e-16 9007199254740991 -9007199254740991 1.7976931348623157e+308 5e-324
// expect: NaN Infinity -Infinity true false
// expect: 1 isSafeInteger 1
