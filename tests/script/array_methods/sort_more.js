// sort / toSorted: undefined last, holes, default ToString order, comparator coercion and errors
const a = [3, undefined, 1, , 2, undefined];
console.log(a.sort(), a.length, 4 in a, 5 in a);
console.log([10, 9, 1, 100, -1, -10].sort(), [true, false, null, "null", "true"].sort(), [[2], [1, 5], [1]].sort());
console.log(["b", "a", "B", "A", "é", "e", "\u{1F600}", "\uFFFF", ""].sort().join("|"));
console.log([5, 1, 4].sort((x, y) => y - x), [5, 1, 4].sort(() => 0), [5, 1, 4].sort((x, y) => (x < y ? "-1" : "1")));
console.log([3, 1, 2].sort((x, y) => ({ valueOf() { return x - y; } })), [3, 1, 2].sort(() => NaN), [2, 1].sort((x, y) => x > y));
const calls = [];
[undefined, 2, undefined, 1].sort((x, y) => { calls.push(x, y); return x - y; });
console.log(calls.includes(undefined));
const al = { length: 5, 0: "c", 1: "a", 3: undefined, 4: "b", 9: "out" };
console.log(Array.prototype.sort.call(al), al[9]);
console.log(Array.prototype.sort.call({ length: 0 }), Array.prototype.sort.call({}));
const t = [3, , 1, undefined];
const ts = t.toSorted();
console.log(ts, ts.length, 1 in ts, 3 in ts, t);
console.log([3, 1, 2].toSorted((x, y) => y - x), Array.prototype.toSorted.call({ length: 3, 0: "z", 2: "a" }));
// stable for equal keys, also past the short-run sizes
const recs = [];
for (let i = 0; i < 100; i++) recs.push({ k: i % 3, i });
recs.sort((x, y) => x.k - y.k);
let stable = true;
for (let i = 1; i < recs.length; i++) if (recs[i - 1].k === recs[i].k && recs[i - 1].i > recs[i].i) stable = false;
console.log(stable, recs[0].i, recs[33].i, recs[34].i, recs[99].i);
// a throwing comparator leaves the array untouched
const keep = [5, 4, 3, 2, 1, 0, 9, 8, 7, 6];
let count = 0;
try { keep.sort((x, y) => { if (++count === 8) throw new Error("cmp failed"); return x - y; }); } catch (e) { console.log(e.message, keep.join()); }
// element toString throwing propagates
try { [1, { toString() { throw new Error("no string"); } }].sort(); } catch (e) { console.log(e.message); }
// the comparator may shrink the array: sorted values are written back
const c = [3, 1, 2];
c.sort((x, y) => { c.length = 0; return x - y; });
console.log(c);
const r = [2, 1];
console.log(r.sort() === r, r.toSorted() === r);
for (const bad of [null, 1, "x", {}]) {
  try { [2, 1].sort(bad); } catch (e) { console.log(e.constructor.name, e.message); }
  try { [2, 1].toSorted(bad); } catch (e) { console.log(e.constructor.name, e.message); }
}
try { Array.prototype.sort.call(null); } catch (e) { console.log(e.message); }
try { Array.prototype.toSorted.call({ length: 2 ** 32 }); } catch (e) { console.log(e.constructor.name, e.message); }
const fr = Object.freeze([2, 1]);
try { fr.sort(); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(fr.toSorted(), Array.prototype.sort.length, Array.prototype.toSorted.length);
// expect: [ 1, 2, 3, undefined, undefined, <1 empty item> ] 6 true false
// expect: [ -1, -10, 1, 10, 100, 9 ] [ false, null, 'null', true, 'true' ] [ [ 1 ], [ 1, 5 ], [ 2 ] ]
// expect: |A|B|a|b|e|é|😀|￿
// expect: [ 5, 4, 1 ] [ 5, 1, 4 ] [ 1, 4, 5 ]
// expect: [ 1, 2, 3 ] [ 3, 1, 2 ] [ 2, 1 ]
// expect: false
// expect: { '0': 'a', '1': 'b', '2': 'c', '3': undefined, '9': 'out', length: 5 } out
// expect: { length: 0 } {}
// expect: [ 1, 3, undefined, undefined ] 4 true true [ 3, <1 empty item>, 1, undefined ]
// expect: [ 3, 2, 1 ] [ 'a', 'z', undefined ]
// expect: true 0 99 1 98
// expect: cmp failed 5,4,3,2,1,0,9,8,7,6
// expect: no string
// expect: [ 1, 2, 3 ]
// expect: true false
// expect: TypeError The comparison function must be either a function or undefined: null
// expect: TypeError The comparison function must be either a function or undefined: null
// expect: TypeError The comparison function must be either a function or undefined: 1
// expect: TypeError The comparison function must be either a function or undefined: 1
// expect: TypeError The comparison function must be either a function or undefined: x
// expect: TypeError The comparison function must be either a function or undefined: x
// expect: TypeError The comparison function must be either a function or undefined: #<Object>
// expect: TypeError The comparison function must be either a function or undefined: #<Object>
// expect: Cannot convert undefined or null to object
// expect: RangeError Invalid array length
// expect: TypeError Cannot assign to read only property '0' of object '[object Array]'
// expect: [ 1, 2 ] 1 1
