// Array constructor: call vs new, one numeric argument, invalid lengths, new.target
console.log(Array(), Array(3), Array("3"), Array(1, 2), new Array(0).length, new Array(2 ** 32 - 1).length, Array(undefined));
for (const bad of [-1, 1.5, 2 ** 32, NaN, Infinity]) {
  try { new Array(bad); } catch (e) { console.log(e.constructor.name, e.message); }
}
const a = new Array(3);
console.log(0 in a, a.length, Object.keys(a).length, Array.isArray(a), Array.isArray({ length: 0 }), Array.isArray());
class Sub extends Array {}
const s = new Sub(2);
console.log(s.length, s instanceof Sub, Object.getPrototypeOf(s) === Sub.prototype, Array.isArray(s));
// expect: [] [ <3 empty items> ] [ '3' ] [ 1, 2 ] 0 4294967295 [ undefined ]
// expect: RangeError Invalid array length
// expect: RangeError Invalid array length
// expect: RangeError Invalid array length
// expect: RangeError Invalid array length
// expect: RangeError Invalid array length
// expect: false 3 0 true false false
// expect: 2 true true true
