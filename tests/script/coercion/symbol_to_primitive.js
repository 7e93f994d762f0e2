const o = {
  [Symbol.toPrimitive](hint) { return hint === "number" ? 10 : hint === "string" ? "ten" : "default"; }
};
console.log(+o, `${o}`, o + "", o * 2);
// expect: 10 ten default 20
