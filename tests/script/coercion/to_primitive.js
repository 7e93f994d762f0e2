const o = {
  valueOf() { console.log("valueOf"); return 42; },
  toString() { console.log("toString"); return "str"; },
};
console.log(o + 1);
console.log(`${o}`);
console.log(o * 2);
console.log(String(o));
// expect: valueOf
// expect: 43
// expect: toString
// expect: str
// expect: valueOf
// expect: 84
// expect: toString
// expect: str
