// eval and arguments may be bound and assigned in sloppy code.
function f() { var eval = 1; var arguments = 2; return eval + arguments; }
console.log(f());
function g(eval) { return eval; }
console.log(g(3));
function arguments() { return 4; }
console.log(arguments());
// expect: 3
// expect: 3
// expect: 4
