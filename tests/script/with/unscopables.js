// Symbol.unscopables hides names from a with statement.
function t2() {
    const obj = { x: 1, y: 2, [Symbol.unscopables]: { x: true, y: false } };
    var x = 'outer', y = 'outer';
    with (obj) { console.log(x, y); }
    with ([1, 2]) { console.log(length, typeof values, typeof includes, typeof keys); }
}
t2();
var log = [];
var o = { p: 1, get [Symbol.unscopables]() { log.push('unscopables'); return null; } };
with (o) { p; }
console.log(log);
// expect: outer 2
// expect: 2 undefined undefined undefined
// expect: [ 'unscopables' ]
