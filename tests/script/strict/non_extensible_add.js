"use strict";
const o = Object.preventExtensions({});
o.x = 1; // expect runtime error: TypeError: Cannot add property x, object is not extensible
