// copyWithin (overlaps both ways), fill, reverse, toReversed, at, with
console.log([1, 2, 3, 4, 5].copyWithin(1, 0), [1, 2, 3, 4, 5].copyWithin(0, 1), [1, 2, 3, 4, 5].copyWithin(-2, 0, 2));
console.log([1, 2, 3, 4, 5].copyWithin(0, -2, -1), [1, 2, 3, 4, 5].copyWithin(2, 2), [1, 2, 3].copyWithin(5, 0));
console.log([1, , 3, 4].copyWithin(2, 0), Array.prototype.copyWithin.call({ length: 5, 3: 1 }, 0, 3));
console.log([1, 2, 3].fill(0), [1, 2, 3].fill(4, -1), [1, 2, 3].fill(4, 1, -1), [1, 2, 3].fill(4, 5), new Array(3).fill());
console.log(Array.prototype.fill.call({ length: 3 }, "v"), [1, 2, 3].fill(9, NaN, NaN), [1, 2, 3].fill(9, -Infinity, Infinity));
const r = [1, 2, 3, 4];
console.log(r.reverse(), r, r.reverse() === r);
const rh = [1, , 3, , ];
console.log(rh.reverse(), rh.length, 0 in rh, 1 in rh, 2 in rh, 3 in rh);
const al = { length: 3, 0: "a", 2: "c" };
console.log(Array.prototype.reverse.call(al));
const al2 = { length: 4, 0: "a", 3: "d", 1: "b" };
console.log(Array.prototype.reverse.call(al2));
console.log([].reverse(), [1].reverse(), ["a", "b", "c"].toReversed(), [1, , 3].toReversed());
console.log(Array.prototype.toReversed.call({ length: 2, 0: "x" }), Array.prototype.toReversed.call("ab"));
const x = [10, 20, 30];
console.log(x.at(0), x.at(-1), x.at(3), x.at(-4), x.at(1.5), x.at("1"), x.at(), x.at(NaN), [, 1].at(0));
console.log(Array.prototype.at.call({ length: 2, 0: "a", 1: "b" }, -1), Array.prototype.at.call("hey", -1));
console.log(x.with(0, 1), x.with(-1, 3), x, [1, , 3].with(0, 0), x.with("1", "s"));
for (const i of [3, -4, Infinity, -Infinity]) {
  try { x.with(i, 0); } catch (e) { console.log(e.constructor.name, e.message); }
}
try { Array.prototype.with.call({ length: 2 ** 32 }, 0, 1); } catch (e) { console.log(e.constructor.name, e.message); }
const fr = Object.freeze([1, 2]);
try { fr.fill(0); } catch (e) { console.log(e.constructor.name, e.message); }
try { fr.reverse(); } catch (e) { console.log(e.constructor.name, e.message); }
try { fr.copyWithin(0, 1); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(fr.with(0, 5), fr.toReversed());
console.log(Array.prototype.copyWithin.length, Array.prototype.fill.length, Array.prototype.with.length, Array.prototype.at.length);
// expect: [ 1, 1, 2, 3, 4 ] [ 2, 3, 4, 5, 5 ] [ 1, 2, 3, 1, 2 ]
// expect: [ 4, 2, 3, 4, 5 ] [ 1, 2, 3, 4, 5 ] [ 1, 2, 3 ]
// expect: [ 1, <1 empty item>, 1, <1 empty item> ] { '0': 1, '3': 1, length: 5 }
// expect: [ 0, 0, 0 ] [ 1, 2, 4 ] [ 1, 4, 3 ] [ 1, 2, 3 ] [ undefined, undefined, undefined ]
// expect: { '0': 'v', '1': 'v', '2': 'v', length: 3 } [ 1, 2, 3 ] [ 9, 9, 9 ]
// expect: [ 1, 2, 3, 4 ] [ 1, 2, 3, 4 ] true
// expect: [ <1 empty item>, 3, <1 empty item>, 1 ] 4 false true false true
// expect: { '0': 'c', '2': 'a', length: 3 }
// expect: { '0': 'd', '2': 'b', '3': 'a', length: 4 }
// expect: [] [ 1 ] [ 'c', 'b', 'a' ] [ 3, undefined, 1 ]
// expect: [ undefined, 'x' ] [ 'b', 'a' ]
// expect: 10 30 undefined undefined 20 20 10 10 undefined
// expect: b y
// expect: [ 1, 20, 30 ] [ 10, 20, 3 ] [ 10, 20, 30 ] [ 0, undefined, 3 ] [ 10, 's', 30 ]
// expect: RangeError Invalid index : 3
// expect: RangeError Invalid index : -4
// expect: RangeError Invalid index : Infinity
// expect: RangeError Invalid index : -Infinity
// expect: RangeError Invalid array length
// expect: TypeError Cannot assign to read only property '0' of object '[object Array]'
// expect: TypeError Cannot assign to read only property '0' of object '[object Array]'
// expect: TypeError Cannot assign to read only property '0' of object '[object Array]'
// expect: [ 5, 2 ] [ 2, 1 ]
// expect: 2 1 2 1
