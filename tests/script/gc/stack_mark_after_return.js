// A collection inside a small callee lowers the value stack's high-water
// mark; returning to a caller with a taller frame, then pushing another frame
// must not "fill the gap" over the caller's live operands (here: the argument
// of typeOf, read after a native call several operands deep).
function typeOf(o) { return typeof o; }
var base = { p: 1 };
function withProto(i) { return { __proto__: base, k: i, m: i + 1 }; }
for (var i = 0; i < 3; i++) {
  var o = withProto(i);
  console.log(1, 2, 3, Object.getPrototypeOf(o) === base, typeOf(o));
}
function small() { return [1]; }
for (var j = 0; j < 3; j++) {
  var r = small();
  console.log(j, j + 1, j + 2, r.length, typeOf(r), typeOf(j));
}
// expect: 1 2 3 true object
// expect: 1 2 3 true object
// expect: 1 2 3 true object
// expect: 0 1 2 1 object number
// expect: 1 2 3 1 object number
// expect: 2 3 4 1 object number
