"use strict";
function f() { return this; }
console.log(f(), typeof f.call(5), f.call(undefined));
// expect: undefined number undefined
