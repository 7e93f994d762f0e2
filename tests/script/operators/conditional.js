const f = (n) => n > 0 ? "pos" : n < 0 ? "neg" : "zero";
console.log(f(1), f(-1), f(0));
console.log(true ? 1 : 2, "" ? "a" : "b");
// expect: pos neg zero
// expect: 1 b
