// flags: --expose-gc
// env: TARN_GC_VERIFY=1
// Old arrays (small ones, and large ones whose elements live in their own
// mapping with card marking) written with young values survive minors.
const minor = () => gc({ type: "minor" });
const small = [0, 1, 2];
const big = new Array(5000).fill(0);
const holes = [];
holes[3000] = 0;
minor(); minor(); minor();
small[1] = { v: "one" };
small.push({ v: "pushed" });
for (let i = 0; i < big.length; i += 97) big[i] = { i };
holes[10] = { h: 10 };
holes[2999] = { h: 2999 };
minor();
big[4999] = [1, 2, 3];
minor(); minor();
console.log(small[1].v, small[3].v); // expect: one pushed
let s = 0;
for (let i = 0; i < big.length; i += 97) s += big[i].i;
console.log(s, big[4999].length); // expect: 128622 3
console.log(holes[10].h + holes[2999].h); // expect: 3009
// bulk operations on an old array
const arr = [];
for (let i = 0; i < 200; i++) arr.push(i);
minor(); minor();
arr.splice(5, 0, { s: 1 }, { s: 2 });
arr.unshift({ s: 0 });
arr.reverse();
arr.copyWithin(0, 100, 110);
arr.fill({ s: 3 }, 150, 155);
minor(); minor();
console.log(arr.filter((x) => typeof x === "object").map((x) => x.s).join(",")); // expect: 3,3,3,3,3,2,1,0
const objs = [];
for (let i = 0; i < 50; i++) objs.push({ k: (i * 37) % 50 });
minor(); minor();
objs.sort((a, b) => a.k - b.k);
for (let i = 0; i < 50; i++) objs[i] = { k: objs[i].k, t: String(i) };
minor(); minor();
console.log(objs.every((o, i) => o.k === i && o.t === String(i))); // expect: true
