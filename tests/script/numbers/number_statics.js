console.log(Number.isInteger(5), Number.isInteger(5.5), Number.isSafeInteger(2 ** 53), Number.isFinite("5"));
console.log(Number.EPSILON > 0, Number.parseFloat === parseFloat, Number.parseInt("08"));
// expect: true false false false
// expect: true true 8
