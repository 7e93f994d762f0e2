"use strict";
const o = Object.freeze({ a: 1, nested: { b: 2 } });
console.log(Object.isFrozen(o), Object.isFrozen(o.nested));
o.nested.b = 3;
console.log(o.nested.b);
try { o.a = 2; } catch (e) { console.log(e.constructor.name, e.message); }
try { o.c = 2; } catch (e) { console.log(e.message); }
// expect: true false
// expect: 3
// expect: TypeError Cannot assign to read only property 'a' of object '#<Object>'
// expect: Cannot add property c, object is not extensible
