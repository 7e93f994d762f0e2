"use strict";
// An uncaught RangeError from a typed-array constructor.
const ok = new Int32Array(2);
console.log(ok.length); // expect: 2
new Int32Array(-5); // expect runtime error: RangeError: Invalid typed array length: -5
