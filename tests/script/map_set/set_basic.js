// Set: add/has/delete/clear/size, SameValueZero, iteration order
const s = new Set();
console.log(s.add(1) === s, s.add(2).add(1).add(3).size, s.has(1), s.has(4));
console.log([...s].join(","), s.delete(2), s.delete(2), [...s].join(","), s.size);
s.add(2);
console.log([...s].join(","));
const z = new Set([NaN, NaN, 0, -0, +0, "0", 1]);
console.log(z.size, z.has(NaN), z.has(-0), [...z].map(x => Object.is(x, -0)).join(","));
const a = {}, b = {};
const o = new Set([a, b, a, null, undefined, null]);
console.log(o.size, o.has(a), o.has({}), o.has(undefined), o.has(null));
// strings by content
const a1 = "a";
const t = new Set(["ab", a1 + "b", "é", "é" + a1.substring(1)]);
console.log(t.size, t.has(a1 + "b"), [...t].join("|"));
// from a string: one entry per code point
console.log([...new Set("hello")].join(""), new Set("a😀a").size);
// keys === values, entries are [v, v]
console.log(Set.prototype.keys === Set.prototype.values, [...new Set([1, 2]).entries()], [...new Set([3]).keys()]);
// forEach: value, value, set
const seen = [];
new Set(["x", "y"]).forEach(function (v, k, set) { seen.push(v + k + (set.size) + this.p); }, { p: "!" });
console.log(seen.join(" "));
// dedupe idiom, clear
const d = [...new Set([3, 1, 3, 2, 1])];
console.log(d, d.length);
const c = new Set([1, 2, 3]);
c.clear();
console.log(c.size, [...c], c.has(1));
console.log(typeof Set, Set.length, Set.name, Set.prototype.add.length, Object.getOwnPropertyNames(Set.prototype).join(","));
// expect: true 3 true false
// expect: 1,2,3 true false 1,3 2
// expect: 1,3,2
// expect: 4 true true false,false,false,false
// expect: 4 true false true true
// expect: 2 true ab|é
// expect: helo 2
// expect: true [ [ 1, 1 ], [ 2, 2 ] ] [ 3 ]
// expect: xx2! yy2!
// expect: [ 3, 1, 2 ] 3
// expect: 0 [] false
// expect: function 0 Set 1 constructor,has,add,delete,difference,clear,entries,forEach,intersection,isSubsetOf,isSupersetOf,isDisjointFrom,size,symmetricDifference,union,values,keys
