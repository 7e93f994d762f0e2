// tarn-only: node 26 has no Math.sumPrecise; the expected sums were checked
// against Python's math.fsum (an exact, correctly rounded sum) and the
// special cases against test262's built-ins/Math/sumPrecise.
const M = Number.MAX_VALUE;
console.log(Math.sumPrecise([1, 2, 3]), Math.sumPrecise([0.1, 0.2, 0.3]), 0.1 + 0.2 + 0.3); // expect: 6 0.6 0.6000000000000001
console.log(Math.sumPrecise([1e20, 0.1, -1e20]), Math.sumPrecise([1, 1e100, 1, -1e100])); // expect: 0.1 2
console.log(Math.sumPrecise([2 ** 53, 1, 1]), Math.sumPrecise(new Set([0.5, 0.25]))); // expect: 9007199254740994 0.75
// -0 only for nothing but -0s; an exact zero is +0
console.log(Object.is(Math.sumPrecise([]), -0), Object.is(Math.sumPrecise([-0, -0]), -0), Object.is(Math.sumPrecise([-0, 0]), 0), Object.is(Math.sumPrecise([1, -1]), 0)); // expect: true true true true
// intermediate overflow does not overflow the result
console.log(Math.sumPrecise([M, M, -M]), Math.sumPrecise([M, M]), Math.sumPrecise([-M, -M])); // expect: 1.7976931348623157e+308 Infinity -Infinity
console.log(Math.sumPrecise([M, M, -M, -M, 1]), Math.sumPrecise([M, 1e292, -1e292])); // expect: 1 1.7976931348623157e+308
// ties to even at the top: half an ulp above MAX_VALUE rounds to Infinity, a hair less does not
console.log(Math.sumPrecise([M, 2 ** 970]), Math.sumPrecise([M, 2 ** 970, -(2 ** 918)])); // expect: Infinity 1.7976931348623157e+308
console.log(Math.sumPrecise([Infinity, 1]), Math.sumPrecise([Infinity, -Infinity]), Math.sumPrecise([NaN, Infinity]), Math.sumPrecise([-Infinity, 5])); // expect: Infinity NaN NaN -Infinity
let closed = 0;
const it = { [Symbol.iterator]() { return { next() { return { done: false, value: 'x' }; }, return() { closed++; return {}; } }; } };
try { Math.sumPrecise(it); } catch (e) { console.log(e.constructor.name, closed); } // expect: TypeError 1
try { Math.sumPrecise(); } catch (e) { console.log(e.constructor.name); } // expect: TypeError
console.log(Math.sumPrecise.length, Math.sumPrecise.name); // expect: 1 sumPrecise
