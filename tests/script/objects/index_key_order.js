"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
// array indices (up to 2^32-2) come first, ascending; then strings; then symbols
const o = { b: 1, 4294967294: 1, 2147483648: 1, 10: 1, 2: 1, a: 1, 4294967295: 1, "-0": 1, "01": 1, [Symbol("s")]: 1, 0: 1, 1.5: 1 };
console.log(Object.keys(o).join());
const r = []; for (const k in o) r.push(k); console.log(r.join());
console.log(Object.getOwnPropertyNames(Object.assign([3, 4], { x: 1, 7: 2 })).join());
const late = {}; late.z = 1; late[3] = 1; late.y = 1; late[1] = 1; console.log(Object.keys(late).join());
// expect: 0,2,10,2147483648,4294967294,b,a,4294967295,-0,01,1.5
// expect: 0,2,10,2147483648,4294967294,b,a,4294967295,-0,01,1.5
// expect: 0,1,7,length,x
// expect: 1,3,z,y
