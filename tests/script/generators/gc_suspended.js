// Many suspended generators hold objects across collections (run under TARN_GC_STRESS too).
"use strict";
function* holder(i) {
  const obj = { id: i, data: [i, { nested: "n" + i }] };
  const s = "str" + i;
  try {
    const got = yield obj.id;
    yield [s, got.tag, obj.data[1].nested].join("/");
  } finally {
    yield "fin" + obj.data[0];
  }
}
const gens = [];
for (let i = 0; i < 40; i++) { const g = holder(i); g.next(); gens.push(g); }
const junk = [];
for (let i = 0; i < 200; i++) junk.push({ i, s: "x" + i });
const out = [];
for (const g of gens) out.push(g.next({ tag: "t" + junk.length }).value);
console.log(out.slice(0, 3).join(" "), out.length);
const fins = gens.map((g) => g.return("r").value);
console.log(fins.slice(-2).join(" "), gens.map((g) => g.next().value).filter((v) => v === "r").length);
// a chain of delegating generators, each holding a string, resumed many times
function* chain(n) { const tag = "level" + n; if (n === 0) { for (let i = 0; i < 30; i++) yield tag + ":" + i; return tag; } const r = yield* chain(n - 1); yield tag + "<" + r; return tag; }
let count = 0, last;
for (const v of chain(8)) { count++; last = v; }
console.log(count, last);
// expect: str0/t200/n0 str1/t200/n1 str2/t200/n2 40
// expect: fin38 fin39 40
// expect: 38 level8<level7
