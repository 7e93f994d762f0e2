let a = null, b = 0, c = 1;
a ??= "set"; b ||= "or"; c &&= "and";
console.log(a, b, c);
let d = 5;
d ??= 9; console.log(d);
const o = { n: 0 };
o.n ||= 10; o.m ??= 20; o.n &&= o.n + 1;
console.log(o);
let calls = 0;
const g = () => (calls++, 1);
let e = 1;
e ||= g();
console.log(calls);
// expect: set or and
// expect: 5
// expect: { n: 11, m: 20 }
// expect: 0
