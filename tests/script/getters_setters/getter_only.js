"use strict";
const o = { get g() { return 1; } };
console.log(o.g);
try { o.g = 2; } catch (e) { console.log(e.constructor.name, e.message); }
// expect: 1
// expect: TypeError Cannot set property g of #<Object> which has only a getter
