// Sloppy code allows a labelled function declaration where a declaration could stand (B.3.2).
a: function f() { return 1; }
b: c: function g() { return 2; }
{ d: function h() { return 3; } }
console.log(f(), g(), h());
// expect: 1 2 3
