// Symbol.isConcatSpreadable: array-likes spread, arrays opt out, getters run once
const like = { length: 2, 0: "a", 1: "b", [Symbol.isConcatSpreadable]: true };
console.log([1].concat(like));
const arr = [3, 4];
arr[Symbol.isConcatSpreadable] = false;
console.log([1].concat(arr).length, Array.isArray([1].concat(arr)[1]));
let calls = 0;
const g = { length: 1, 0: "x", get [Symbol.isConcatSpreadable]() { calls++; return 1; } };
console.log([].concat(g, g), calls);
const holes = { length: 3, 1: "mid", [Symbol.isConcatSpreadable]: true };
console.log([].concat(holes));
const bad = { get [Symbol.isConcatSpreadable]() { throw new Error("no"); } };
try { [].concat(bad); } catch (e) { console.log(e.message); }
console.log([].concat("ab", 1, null));
// expect: [ 1, 'a', 'b' ]
// expect: 2 true
// expect: [ 'x', 'x' ] 2
// expect: [ <1 empty item>, 'mid', <1 empty item> ]
// expect: no
// expect: [ 'ab', 1, null ]
