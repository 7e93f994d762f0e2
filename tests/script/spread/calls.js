function sum(...xs) { return xs.reduce((a, b) => a + b, 0); }
const a = [1, 2, 3];
console.log(sum(...a), sum(0, ...a, 4, ...[5]), Math.max(...a), sum(...[]));
// expect: 6 15 3 0
