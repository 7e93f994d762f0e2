// Every kind of callable as an array-method callback (the call from a
// builtin has a fast path for plain closures): arity mismatches, locals,
// arguments and rest, this, closures, class constructors, generators,
// async functions, bound functions, natives, throws and deep nesting.

var a = [3, 1, 2];
console.log(a.map(function () { return 7; }).join());
console.log(a.map(function (x, i, arr, extra, more) { return [x, i, arr === a, extra, more].join("/"); }).join(" "));
console.log(a.map(function (x) { var t1, t2 = x * 2, t3; let t4 = t2 + 1; return [t1, t2, t3, t4].join("/"); }).join(" "));
console.log(a.map(function () { return arguments.length + ":" + [].slice.call(arguments, 0, 2).join("|"); }).join(" "));
console.log(a.map(function (...r) { return r.length + ":" + r[0]; }).join(" "), a.map((x, ...r) => r[0]).join());
console.log(a.map(function (x) { "use strict"; return typeof this; }).join(), a.map(function () { return this.k; }, { k: "K" }).join());
var self = { n: 10, run() { return a.map((x) => x + this.n); } };
console.log(self.run().join());
var acc = 0;
a.forEach(function (x) { acc += x; });
console.log(acc, a.filter(function (x) { return x > 1; }).join(), a.reduce(function (s, x, i) { return s + x * i; }, 0));
console.log(a.reduce(function (s, x) { return s + arguments.length; }, 0), a.reduceRight((s, x) => s + x), a.some((x) => x === 2), a.every((x) => x > 0));
console.log(a.slice().sort(function (p, q) { return q - p; }).join(), a.slice().sort((p, q) => p - q).join(), a.find((x) => x < 3), a.findIndex((x) => x === 2));

// class constructors cannot be called
class K { constructor(x) { this.x = x; } }
try { a.map(K); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
try { [2, 1].sort(K); } catch (e) { console.log(e.constructor.name + ": " + e.message); }

// generators, async functions, bound functions and natives
var gens = a.map(function* (x) { yield x; yield x * 10; });
console.log(gens.map(function (g) { return [...g].join("+"); }).join(" "));
var proms = a.map(async function (x) { await null; return x * 3; });
Promise.all(proms).then(function (r) { console.log("async", r.join()); });
function add(k, x) { return k + x + (this && this.z || 0); }
console.log(a.map(add.bind({ z: 100 }, 5)).join(), a.map(Math.abs).join(), ["1", "2", "3"].map(Number).join(), ["10", "10", "10"].map(parseInt).join());
console.log(a.map(String).join("|"), a.map(Boolean).join(), [[1, 2], [3]].map(Function.prototype.call, Array.prototype.join).join(" "));

// throws propagate, from plain callbacks and nested ones
try { a.map(function (x) { if (x === 1) throw new Error("boom " + x); return x; }); } catch (e) { console.log(e.message); }
try { a.forEach(function (x) { [x].map(function () { null.f(); }); }); } catch (e) { console.log(e.constructor.name); }
try { a.map(undefined); } catch (e) { console.log(e.message); }

// a callback that recurses through builtins many levels deep
function depth(n) { return n === 0 ? 0 : [n].map(function (x) { return depth(x - 1) + 1; })[0]; }
console.log(depth(100));

// a callback that allocates a lot and sees consistent arguments
var big = [];
for (var i = 0; i < 2000; i++) big.push(i);
var objs = big.map(function (x, i, arr) { return { x: x, s: "v" + x, same: arr === big, i: i }; });
console.log(objs.length, objs[1999].s, objs.every(function (o, i) { return o.same && o.i === i && o.x === i; }));
console.log(big.filter(function (x) { return x % 100 === 0; }).length, big.reduce(function (s, x) { return s + x; }, 0));

// the array changes under the callback
var grow = [1, 2, 3];
console.log(grow.map(function (x, i, arr) { if (i === 0) { arr.push(99); arr.length = 2; } return x; }).length, grow.join());
