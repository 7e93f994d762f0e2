"use strict";
function f() { return this; }
console.log(f());
console.log(typeof (() => this));
// expect: undefined
// expect: function
