// indexOf / lastIndexOf / includes: NaN, -0, holes, fromIndex, array-likes
const a = [1, 2, NaN, -0, 2, undefined, , "2"];
console.log(a.indexOf(2), a.indexOf(2, 2), a.indexOf(2, -4), a.indexOf(NaN), a.indexOf(0), a.indexOf(undefined), a.indexOf("2"));
console.log(a.lastIndexOf(2), a.lastIndexOf(2, 3), a.lastIndexOf(2, -5), a.lastIndexOf(2, -100), a.lastIndexOf(NaN), a.lastIndexOf(undefined));
console.log(a.includes(NaN), a.includes(0), a.includes(-0), a.includes(undefined), a.includes(2, 5), a.includes(1, -100), a.includes("2", 100));
console.log([, ].includes(undefined), [, ].indexOf(undefined), [, ].lastIndexOf(undefined));
console.log([1, 2, 3].indexOf(3, Infinity), [1, 2, 3].indexOf(1, -Infinity), [1, 2, 3].lastIndexOf(3, Infinity), [1, 2, 3].lastIndexOf(1, -Infinity));
console.log([1, 2, 3].indexOf(2, 1.9), [1, 2, 3].lastIndexOf(2, "1"), [1, 2, 3].includes(3, "2"), [].indexOf(1), [].lastIndexOf(1), [].includes());
const al = { length: 3, 0: "a", 2: "a" };
console.log(Array.prototype.indexOf.call(al, "a", 1), Array.prototype.lastIndexOf.call(al, "a"), Array.prototype.includes.call(al, undefined));
console.log(Array.prototype.indexOf.call("abc", "c"), Array.prototype.includes.call({ length: 1, 0: NaN }, NaN));
const obj = {};
console.log([obj, {}].indexOf(obj), [{}].indexOf({}), ["a" + "b"].indexOf("ab"), [["x"]].includes(["x"]));
// fromIndex is converted after length is read; not at all when length is 0
let log = [];
const from = { valueOf() { log.push("from"); return 0; } };
const lenObj = { get length() { log.push("len"); return 1; }, 0: 5 };
Array.prototype.indexOf.call(lenObj, 5, from);
Array.prototype.indexOf.call({ length: 0 }, 5, from);
console.log(log.join());
const proto = [, "inherited"];
Array.prototype[3] = "p3";
console.log([0, 1, 2, , 4].indexOf("p3"), [0, 1, 2, , 4].includes("p3"));
delete Array.prototype[3];
try { Array.prototype.indexOf.call(null, 1); } catch (e) { console.log(e.message); }
try { Array.prototype.includes.call(undefined, 1); } catch (e) { console.log(e.message); }
try { Array.prototype.lastIndexOf.call(null, 1); } catch (e) { console.log(e.message); }
console.log(Array.prototype.indexOf.length, Array.prototype.lastIndexOf.length, Array.prototype.includes.length, proto.length);
// expect: 1 4 4 -1 3 5 7
// expect: 4 1 1 -1 -1 5
// expect: true true true true false true false
// expect: true -1 -1
// expect: -1 0 2 -1
// expect: 1 1 true -1 -1 false
// expect: 2 2 true
// expect: 2 true
// expect: 0 -1 0 false
// expect: len,from
// expect: 3 true
// expect: Array.prototype.indexOf called on null or undefined
// expect: Cannot convert undefined or null to object
// expect: Cannot convert undefined or null to object
// expect: 1 1 1 2
