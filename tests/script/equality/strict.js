console.log(1 === 1, 1 === "1", null === undefined, NaN === NaN, -0 === 0, "a" === "a");
const o = {};
console.log(o === o, o === {}, [] === [], 1.5 === 3 / 2);
// expect: true false false false true true
// expect: true false false true
