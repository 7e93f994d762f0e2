"use strict";
const s = Object.seal({ a: 1 });
s.a = 2;
console.log(s.a, Object.isSealed(s), Object.isExtensible(s));
try { delete s.a; } catch (e) { console.log(e.message); }
const p = Object.preventExtensions({ x: 1 });
try { p.y = 1; } catch (e) { console.log(e.message); }
// expect: 2 true false
// expect: Cannot delete property 'a' of #<Object>
// expect: Cannot add property y, object is not extensible
