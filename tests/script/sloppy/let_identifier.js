// In sloppy code `let` is an identifier wherever it cannot start a declaration.
var let = 1;
console.log(let);
let = 2;
console.log(let + 1);
if (true) let = 3;
console.log(let);
for (let in { a: 1 }) ;
console.log(let);
var let;
for (let; false;) ;
let
x = 5;
console.log(x);
var o = { let: 6 };
console.log(o.let);
function f(let) { return let; }
console.log(f(7));
let [y] = [8];
console.log(y);
// expect: 1
// expect: 3
// expect: 3
// expect: a
// expect: 5
// expect: 6
// expect: 7
// expect: 8
