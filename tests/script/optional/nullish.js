console.log(null ?? "d", undefined ?? "d", 0 ?? "d", "" ?? "d", false ?? "d", NaN ?? "d");
const o = { v: 0 };
console.log(o.v ?? 5, o.w ?? 5, (null ?? 0) || "x");
// expect: d d 0  false NaN
// expect: 0 5 x
