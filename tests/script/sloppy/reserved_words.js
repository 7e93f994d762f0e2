// Words reserved only in strict code are identifiers in sloppy code.
var let = 1, static = 2, yield = 3, implements = 4, interface = 5, package = 6;
var private = 7, protected = 8, public = 9;
console.log(let + static + yield + implements + interface + package + private + protected + public);
function yield2(yield) { return yield; }
console.log(yield2(10));
let = 11;
console.log(let);
let x = 12;
console.log(x);
function* gen() { yield 13; }
console.log(gen().next().value);
// expect: 45
// expect: 10
// expect: 11
// expect: 12
// expect: 13
