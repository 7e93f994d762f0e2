"use strict";
// Globals made on first use behave as ordinary globals whichever way they
// are first reached.
console.log(typeof btoa, 'atob' in globalThis, globalThis.hasOwnProperty('DOMException'));
const d = Object.getOwnPropertyDescriptor(globalThis, 'DOMException');
console.log(typeof d.value, d.writable, d.enumerable, d.configurable);
console.log(Object.keys(globalThis).includes('atob'), Object.getOwnPropertyNames(globalThis).includes('DOMException'));
console.log(delete globalThis.btoa, typeof globalThis.btoa, 'btoa' in globalThis);
try { btoa('x'); } catch (e) { console.log(e.name, e.message); }
globalThis.atob = 42;
console.log(atob, Object.getOwnPropertyDescriptor(globalThis, 'atob').enumerable);
Object.defineProperty(globalThis, 'DOMException', { value: 'mine', enumerable: false });
console.log(DOMException, globalThis.DOMException);
try { structuredClone(() => 1); } catch (e) { console.log(e.name, e.message, e.constructor === DOMException); }
let seen = 0;
for (const k in globalThis) if (k === 'atob') seen++;
console.log(seen);
console.log(typeof notAGlobalAtAll, globalThis.notAGlobalAtAll, Reflect.has(globalThis, 'nope'));
// expect: function true true
// expect: function true false true
// expect: true true
// expect: true undefined false
// expect: ReferenceError btoa is not defined
// expect: 42 true
// expect: mine mine
// expect: DataCloneError () => 1 could not be cloned. false
// expect: 1
// expect: undefined undefined false
