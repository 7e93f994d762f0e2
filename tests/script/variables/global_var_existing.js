// A global var declaration (indirect eval: global code) leaves an existing own
// property of the global as it is, read-only ones included, and makes an own
// undefined one where the name is only inherited (toString); a sloppy
// initialiser assigning a read-only global fails silently, as PutValue does.
try { (0, eval)('var NaN; var Infinity; var undefined; console.log("ok", NaN, Infinity, undefined)'); } catch (e) { console.log(e.name, e.message); }
try { (0, eval)('"use strict"; var NaN; console.log("ok strict")'); } catch (e) { console.log(e.name, e.message); }
try { (0, eval)('var NaN = 1;'); console.log('assigned quietly', NaN); } catch (e) { console.log(e.name, e.message); }
try { (0, eval)('"use strict"; var NaN = 1;'); console.log('assigned quietly'); } catch (e) { console.log(e.name, e.message); }
globalThis.keep = 5; (0, eval)('var keep;'); console.log(keep);
(0, eval)('var toString; console.log(typeof toString, Object.getOwnPropertyNames(globalThis).includes("toString"))');
(0, eval)('var hasOwnProperty = 1; console.log(typeof hasOwnProperty)');
(0, eval)('var atob; console.log(typeof atob)');
(0, eval)('var setTimeout; console.log(typeof setTimeout)');
(0, eval)('var valueOf = 2;'); console.log(Object.getOwnPropertyDescriptor(globalThis, 'valueOf'));
(0, eval)('var q5 = 5; var q5 = undefined; console.log(q5); var q6 = 6; var q6; console.log(q6);');
(0, eval)('var iv = null; var seen = []; for (var iv of [null, , 1]) seen.push(iv); console.log(seen);');
// expect: ok NaN Infinity undefined
// expect: ok strict
// expect: assigned quietly NaN
// expect: assigned quietly
// expect: 5
// expect: undefined true
// expect: number
// expect: function
// expect: function
// expect: { value: 2, writable: true, enumerable: true, configurable: true }
// expect: undefined
// expect: 6
// expect: [ null, undefined, 1 ]
