// Array.from: iterables (protocol, return() on abrupt exit), array-likes, mapFn, thisArg; Array.of
console.log(Array.from([1, , 3]), Array.from("a\u{1F600}b"), Array.from({ length: 3, 1: "x" }));
console.log(Array.from([1, 2, 3], (x, i) => x * 10 + i), Array.from({ length: 2 }, function (v, i) { return this.k + i; }, { k: 5 }));
console.log(Array.from(5), Array.from(true), Array.from({}), Array.from({ length: -1 }), Array.from({ length: "2", 0: 1 }));
console.log(Array.from([1, 2].entries()), Array.from([5, 6].keys()), Array.from("ab", s => s + s));
// a patched %ArrayIteratorPrototype% forces the full iterator protocol
const AIP = Object.getPrototypeOf([].values());
const origNext = AIP.next;
AIP.next = function () { const r = origNext.call(this); console.log("next", r.value, r.done); return r; };
AIP.return = function () { console.log("return called"); return {}; };
console.log(Array.from([1, 2]));
try { Array.from([7, 8, 9], x => { if (x === 8) throw new Error("stop at " + x); return x; }); } catch (e) { console.log(e.message); }
AIP.return = function () { throw new Error("from return"); };
try { Array.from([1], () => { throw new Error("from map"); }); } catch (e) { console.log(e.message); }
AIP.next = function () { throw new Error("next failed"); };
try { Array.from([1]); } catch (e) { console.log(e.message); }
AIP.next = function () { return 5; };
try { Array.from([1]); } catch (e) { console.log(e.message); }
AIP.next = origNext;
delete AIP.return;
function C(n) { this.made = n; }
const c1 = Array.from.call(C, { length: 2, 0: "a", 1: "b" });
console.log(c1 instanceof C, c1.made, c1.length, c1[0], c1[1]);
const c2 = Array.from.call(C, ["x"]);
console.log(c2 instanceof C, c2.made, c2.length, c2[0]);
console.log(Array.from.call(undefined, [1, 2]), Array.from.call(Math.max, "ab"));
console.log(Array.of(), Array.of(7), Array.of(1, "2", [3]), Array.of(undefined).length);
const o1 = Array.of.call(C, 1, 2);
console.log(o1 instanceof C, o1.made, o1.length);
const grow = [1, 2];
console.log(Array.from(grow, x => { if (grow.length < 5) grow.push(x * 10); return x; }));
for (const bad of [undefined, null]) {
  try { Array.from(bad); } catch (e) { console.log(e.constructor.name, e.message); }
}
try { Array.from([1], {}); } catch (e) { console.log(e.message); }
try { Array.from([1], "f"); } catch (e) { console.log(e.message); }
try { Array.from({ length: 2 ** 32 }); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Array.from.length, Array.of.length, Array.from.name, Array.isArray(Array.from("x")));
// expect: [ 1, undefined, 3 ] [ 'a', '😀', 'b' ] [ undefined, 'x', undefined ]
// expect: [ 10, 21, 32 ] [ 5, 6 ]
// expect: [] [] [] [] [ 1, undefined ]
// expect: [ [ 0, 1 ], [ 1, 2 ] ] [ 0, 1 ] [ 'aa', 'bb' ]
// expect: next 1 false
// expect: next 2 false
// expect: next undefined true
// expect: [ 1, 2 ]
// expect: next 7 false
// expect: next 8 false
// expect: return called
// expect: stop at 8
// expect: next 1 false
// expect: from map
// expect: next failed
// expect: Iterator result 5 is not an object
// expect: true 2 2 a b
// expect: true undefined 1 x
// expect: [ 1, 2 ] [ 'a', 'b' ]
// expect: [] [ 7 ] [ 1, '2', [ 3 ] ] 1
// expect: true 2 2
// expect: [ 1, 2, 10, 20, 100 ]
// expect: TypeError undefined is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError object null is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: object is not a function
// expect: string "f" is not a function
// expect: RangeError Invalid array length
// expect: 1 0 from true
