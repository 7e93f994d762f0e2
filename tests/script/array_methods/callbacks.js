// forEach/map/filter/some/every/find*/reduce*: holes, thisArg, mutation during iteration, array-likes
const h = [1, , 3];
const seen = [];
h.forEach((v, i, arr) => seen.push(i + ":" + v + ":" + (arr === h)));
console.log(seen.join(" "), h.map(x => x * 2), h.filter(() => true), h.some(x => x === undefined), h.every(x => x !== undefined));
console.log(h.find(x => x === undefined), h.findIndex(x => x === undefined), h.findLast(x => x === undefined), h.findLastIndex(x => x > 100));
const visits = [];
h.find((v, i) => { visits.push(i); return false; });
h.findLast((v, i) => { visits.push(i); return false; });
console.log(visits.join());
const m = [1, , 3].map(x => x);
console.log(m, m.length, 1 in m);
const ctx = { k: 10 };
console.log([1, 2].map(function (x) { return x + this.k; }, ctx), [1].filter(function () { return this === ctx; }, ctx).length);
console.log([3].some(function () { return this.k === 10; }, ctx), [3].every(function () { return this === ctx; }, ctx));
console.log([3].find(function () { return this === ctx; }, ctx), [3].findIndex(function () { return this === ctx; }, ctx));
// mutation: length is read once; deleted elements are skipped; appended ones are not visited
const g = [1, 2, 3];
const out = [];
g.forEach((v, i) => { if (i === 0) { g.push(99); delete g[2]; } out.push(v); });
console.log(out, g);
const sh = [1, 2, 3, 4];
console.log(sh.map((v, i) => { if (i === 0) sh.shift(); return v; }));
const fi = [1, 2, 3];
console.log(fi.find((v, i) => { if (i === 0) fi[2] = 30; return v > 10; }));
console.log([1, 2, 3, 4].reduce((acc, x) => acc + x), [1, 2, 3, 4].reduce((acc, x) => acc + x, 10), ["a", "b", "c"].reduceRight((acc, x) => acc + x));
console.log([, 5, , 6, ,].reduce((acc, x, i) => acc + "|" + i + ":" + x), [, 5, , 6, ,].reduceRight((acc, x, i) => acc + "|" + i + ":" + x));
console.log([1].reduce(() => { throw new Error("not called"); }), [].reduce(() => 0, "init"), [, , 7].reduceRight(x => x));
console.log([1, 2, 3].reduce((a, x, i, arr) => a + (arr.length === 3 ? i : 100), ""));
const al = { length: 3, 0: 2, 1: 4, 2: 6 };
console.log(Array.prototype.map.call(al, x => x / 2), Array.prototype.filter.call(al, x => x > 2), Array.prototype.reduce.call(al, (a, b) => a + b));
console.log(Array.prototype.some.call("abc", c => c === "b"), Array.prototype.every.call("aaa", c => c === "a"), Array.prototype.findLast.call("xyz", () => true));
for (const [name, fn] of [["map", 5], ["forEach", undefined], ["filter", null], ["some", {}], ["every", "str"], ["find", [1]], ["reduce", 1.5], ["reduceRight", true]]) {
  try { [1][name](fn); } catch (e) { console.log(name, e.constructor.name, e.message); }
}
for (const name of ["map", "forEach", "filter", "some", "every", "find", "findIndex", "findLast", "findLastIndex", "reduce", "reduceRight"]) {
  try { Array.prototype[name].call(null, x => x); } catch (e) { console.log(e.message); }
}
try { [].reduce((a, b) => a); } catch (e) { console.log(e.constructor.name, e.message); }
try { [, , ].reduceRight((a, b) => a); } catch (e) { console.log(e.constructor.name, e.message); }
try { [1, 2].map(x => { throw new RangeError("inside " + x); }); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: 0:1:true 2:3:true [ 2, <1 empty item>, 6 ] [ 1, 3 ] false true
// expect: undefined 1 undefined -1
// expect: 0,1,2,2,1,0
// expect: [ 1, <1 empty item>, 3 ] 3 false
// expect: [ 11, 12 ] 1
// expect: true true
// expect: 3 0
// expect: [ 1, 2 ] [ 1, 2, <1 empty item>, 99 ]
// expect: [ 1, 3, 4, <1 empty item> ]
// expect: 30
// expect: 10 20 cba
// expect: 5|3:6 6|1:5
// expect: 1 init 7
// expect: 012
// expect: [ 1, 2, 3 ] [ 4, 6 ] 12
// expect: true true z
// expect: map TypeError number 5 is not a function
// expect: forEach TypeError undefined is not a function
// expect: filter TypeError object null is not a function
// expect: some TypeError object is not a function
// expect: every TypeError string "str" is not a function
// expect: find TypeError object is not a function
// expect: reduce TypeError number 1.5 is not a function
// expect: reduceRight TypeError boolean true is not a function
// expect: Array.prototype.map called on null or undefined
// expect: Array.prototype.forEach called on null or undefined
// expect: Array.prototype.filter called on null or undefined
// expect: Array.prototype.some called on null or undefined
// expect: Array.prototype.every called on null or undefined
// expect: Array.prototype.find called on null or undefined
// expect: Array.prototype.findIndex called on null or undefined
// expect: Array.prototype.findLast called on null or undefined
// expect: Array.prototype.findLastIndex called on null or undefined
// expect: Array.prototype.reduce called on null or undefined
// expect: Array.prototype.reduceRight called on null or undefined
// expect: TypeError Reduce of empty array with no initial value
// expect: TypeError Reduce of empty array with no initial value
// expect: RangeError inside 1
