// Map: get/set/has/delete/clear/size, SameValueZero keys, chaining
const m = new Map();
console.log(m.size, m.get("x"), m.has("x"), m.delete("x"));
console.log(m.set("a", 1) === m, m.set("b", 2).set("c", 3).size);
console.log(m.get("a"), m.get("b"), m.get("c"), m.has("b"));
m.set("a", 10);
console.log(m.size, m.get("a"), [...m.keys()].join(","));
console.log(m.delete("a"), m.delete("a"), m.size, m.has("a"), [...m.keys()].join(","));
m.set("a", 11);
console.log([...m.keys()].join(","), [...m.values()].join(","));
// SameValueZero: NaN equals NaN, -0 equals +0 (and is stored as +0)
const z = new Map([[NaN, "nan"], [-0, "zero"]]);
console.log(z.get(NaN), z.get(0), z.get(-0), z.size, Object.is([...z.keys()][1], -0));
z.set(0, "plus");
console.log(z.size, z.get(-0));
// numbers: 1 and 1.0 are one key, "1" is another
const n = new Map([[1, "int"], ["1", "str"], [1.5, "dbl"], [2 ** 40, "big"], [-1e300, "neg"]]);
console.log(n.get(1.0), n.get("1"), n.get(1.5), n.get(2 ** 40), n.get(-1e300), n.size);
// strings compare by content (concatenated strings too)
const s = new Map([["hello world", 1]]);
const part = "hello";
console.log(s.get(part + " " + "world"), s.has("hello" + " wor" + "ld"), s.get("héllo"), new Map([["é€", 2]]).get("é" + "€"));
// objects and functions compare by identity
const k1 = {}, k2 = {}, f = () => 1;
const o = new Map([[k1, "k1"], [k2, "k2"], [f, "f"], [null, "null"], [undefined, "undef"], [true, "t"]]);
console.log(o.get(k1), o.get(k2), o.get({}), o.get(f), o.get(null), o.get(undefined), o.get(), o.get(true), o.get(false));
console.log(o.has(undefined), o.delete(null), o.has(null), o.size);
// clear
o.clear();
console.log(o.size, o.get(k1), [...o].length);
o.set(k1, "again");
console.log(o.size, o.get(k1));
// forEach: value, key, map, and thisArg
const seen = [];
new Map([["x", 1], ["y", 2]]).forEach(function (v, k, map) { seen.push(k + "=" + v + ":" + (map instanceof Map) + ":" + this.tag); }, { tag: "T" });
console.log(seen.join(" "));
// entries / spreading / destructuring
const e = new Map([[1, "a"], [2, "b"]]);
console.log([...e], [...e.entries()], [...e.keys()], [...e.values()]);
for (const [k, v] of e) console.log(k, v);
const [[k0, v0]] = e;
console.log(k0, v0);
// the properties node shows
console.log(typeof Map, Map.length, Map.name, Map.prototype.set.length, Map.prototype.get.length, Map.prototype.forEach.length);
console.log(Map.prototype.keys.name, Map.prototype.entries.name, new Map() instanceof Map, Object.getPrototypeOf(new Map()) === Map.prototype);
console.log(Object.getOwnPropertyNames(Map.prototype).join(","));
console.log(Object.keys(new Map([[1, 2]])), JSON.stringify(new Map([[1, 2]])), JSON.stringify({ m: new Map() }));
// expect: 0 undefined false false
// expect: true 3
// expect: 1 2 3 true
// expect: 3 10 a,b,c
// expect: true false 2 false b,c
// expect: b,c,a 2,3,11
// expect: nan zero zero 2 false
// expect: 2 plus
// expect: int str dbl big neg 5
// expect: 1 true undefined 2
// expect: k1 k2 undefined f null undef undef t undefined
// expect: true true false 5
// expect: 0 undefined 0
// expect: 1 again
// expect: x=1:true:T y=2:true:T
// expect: [ [ 1, 'a' ], [ 2, 'b' ] ] [ [ 1, 'a' ], [ 2, 'b' ] ] [ 1, 2 ] [ 'a', 'b' ]
// expect: 1 a
// expect: 2 b
// expect: 1 a
// expect: function 0 Map 2 1 1
// expect: keys entries true true
// expect: constructor,get,set,has,delete,clear,entries,forEach,keys,size,values,getOrInsert,getOrInsertComputed
// expect: [] {} {"m":{}}
