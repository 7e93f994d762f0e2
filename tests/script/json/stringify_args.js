// replacer functions, replacer arrays and the space argument
const o = { a: 1, b: [1, 2, { c: 3 }], d: "x", e: { f: null } };
const calls = [];
JSON.stringify(o, function (k, v) { calls.push(JSON.stringify(k) + ":" + typeof v + ":" + (this === o)); return v; });
console.log(calls.join(" "));
console.log(JSON.stringify(o, (k, v) => (k === "" ? v : typeof v === "object" ? undefined : v)));
console.log(JSON.stringify(o, (k, v) => (Array.isArray(v) ? undefined : v)));
console.log(JSON.stringify([1, 2, 3], (k, v) => (k === "1" ? undefined : v)));
console.log(JSON.stringify(5, (k, v) => v * 2), JSON.stringify("s", () => undefined));
console.log(JSON.stringify({ a: 1 }, (k, v) => (k === "" ? [v.a, v] : typeof v === "number" ? v + 1 : v)));
// the holder is `this`; the wrapper has the "" key
JSON.stringify(7, function (k, v) { console.log(JSON.stringify(Object.keys(this)), k === "", v); return v; });
// replacer arrays: strings, numbers, wrappers; duplicates dropped; other values ignored
console.log(JSON.stringify({ 1: "one", a: "A", b: "B", c: { a: 1, b: 2 } }, ["b", 1, "a", "b", {}, null, true, new String("c")]));
console.log(JSON.stringify([{ a: 1, b: 2 }], ["b"]), JSON.stringify({ a: 1 }, []));
console.log(JSON.stringify({ a: 1, b: 2 }, ["b", new Number(1)]), JSON.stringify({ 1.5: "x", a: 1 }, [1.5]));
// non-callable, non-array replacer is ignored
console.log(JSON.stringify({ a: 1 }, "a"), JSON.stringify({ a: 1 }, { a: 0 }), JSON.stringify({ a: 1 }, 42));
// space: numbers are clamped to 10, strings cut to 10, wrappers unwrapped
const n = { a: [1, { b: 2 }], c: "" };
console.log(JSON.stringify(n, null, 1));
console.log(JSON.stringify(n, null, 15) === JSON.stringify(n, null, 10), JSON.stringify(n, null, 10).split("\n")[1].length);
console.log(JSON.stringify(n, null, "abcdefghijklmnop").split("\n")[1]);
console.log(JSON.stringify(n, null, 0), JSON.stringify(n, null, -3), JSON.stringify(n, null, ""), JSON.stringify(n, null, 2.9).split("\n")[1]);
console.log(JSON.stringify(n, null, new Number(3)).split("\n")[1], JSON.stringify(n, null, new String("\t")).split("\n")[1]);
console.log(JSON.stringify([], null, 2), JSON.stringify({}, null, 2), JSON.stringify([[]], null, 2));
console.log(JSON.stringify({ a: undefined }, null, 2), JSON.stringify([undefined], null, 2));
console.log(JSON.stringify({ a: 1 }, null, true), JSON.stringify({ a: 1 }, null, null), JSON.stringify({ a: 1 }, null, "é"));
// expect: "":object:false "a":number:true "b":object:true "0":number:false "1":number:false "2":object:false "c":number:false "d":string:true "e":object:true "f":object:false
// expect: {"a":1,"d":"x"}
// expect: {"a":1,"d":"x","e":{"f":null}}
// expect: [1,null,3]
// expect: 10 undefined
// expect: [2,{"a":2}]
// expect: [""] true 7
// expect: {"b":"B","1":"one","a":"A","c":{"b":2,"a":1}}
// expect: [{"b":2}] {}
// expect: {"b":2} {"1.5":"x"}
// expect: {"a":1} {"a":1} {"a":1}
// expect: {
// expect:  "a": [
// expect:   1,
// expect:   {
// expect:    "b": 2
// expect:   }
// expect:  ],
// expect:  "c": ""
// expect: }
// expect: true 16
// expect: abcdefghij"a": [
// expect: {"a":[1,{"b":2}],"c":""} {"a":[1,{"b":2}],"c":""} {"a":[1,{"b":2}],"c":""}   "a": [
// expect:    "a": [ 	"a": [
// expect: [] {} [
// expect:   []
// expect: ]
// expect: {} [
// expect:   null
// expect: ]
// expect: {"a":1} {"a":1} {
// expect: é"a": 1
// expect: }
