"use strict";
const s = "abc";
try { s[0] = "x"; } catch (e) { console.log(e.constructor.name); }
console.log(s);
// expect: TypeError
// expect: abc
