// Long global code run by the embedding API (vm.runInThisContext, as a
// test harness is): its functions may wait for their first call, but what
// it does and the errors it reports are those of code compiled whole.
const vm = require('vm');
const pad = '\n' + '// padding to make the text long\n'.repeat(100);

// functions defined, called later, closing over the code's bindings
vm.runInThisContext(`
let counter = 0;
const table = [];
function bump(n) { counter += n; return counter; }
function makeAdder(k) { return function (x) { return x + k + counter; }; }
var arrow = (a, b = 2) => a * b;
class Point { constructor(x) { this.x = x; } get twice() { return this.x * 2; } }
function* gen() { yield 1; yield bump(0); }
async function later(v) { await null; return v + 1; }
function nested() { function inner() { return typeof never; } return inner(); }
function never() { return table.length; }
${pad}`, { filename: 'long1.js' });
console.log(bump(3), bump(4), makeAdder(10)(1), arrow(5), arrow(5, 3));
console.log(new Point(21).twice, [...gen()].join(), nested());
console.log(String(makeAdder).split('\n')[0], never.length, never.name);
later(41).then((v) => console.log('later', v));

// an early error in a body not yet run is reported before anything runs
globalThis.ran = false;
try {
    vm.runInThisContext(`globalThis.ran = true;
function bad() { let x; { } let x; }
${pad}`);
} catch (e) {
    console.log(e.constructor.name, e.message, globalThis.ran);
}
try {
    vm.runInThisContext(`globalThis.ran = true;
function bad2() { return 1 + ; }
${pad}`);
} catch (e) {
    console.log(e.constructor.name, e.message, globalThis.ran);
}
try {
    vm.runInThisContext(`"use strict"; globalThis.ran = true;
function bad3() { with ({}) {} }
${pad}`);
} catch (e) {
    console.log(e.constructor.name, e.message, globalThis.ran);
}

// a runtime error thrown from a function of the long code, and its line
vm.runInThisContext(`
function thrower() {
    return null.prop;
}
${pad}`, { filename: 'long2.js' });
try {
    thrower();
} catch (e) {
    console.log(e.constructor.name, e.message, /long2\.js:3/.test(e.stack));
}

// a direct eval inside a function of the long code sees its scope
vm.runInThisContext(`
function withEval(a) { const b = 2; return eval('a + b'); }
${pad}`);
console.log(withEval(40));
// expect: 3 7 18 10 15
// expect: 42 1,7 function
// expect: function makeAdder(k) { return function (x) { return x + k + counter; }; } 0 never
// expect: SyntaxError Identifier 'x' has already been declared false
// expect: SyntaxError Unexpected token ';' false
// expect: SyntaxError Strict mode code may not include a with statement false
// expect: TypeError Cannot read properties of null (reading 'prop') true
// expect: 42
// expect: later 42
