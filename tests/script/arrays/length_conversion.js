// Array length conversions (ArraySetLength): ToUint32 then ToNumber, so an
// object's valueOf runs twice, a bad length is a RangeError before any
// check of the descriptor; push on arrays a setter froze, pop and shift on
// array-likes.
'use strict';
const tryit = (name, f) => { try { console.log(name, JSON.stringify(f())); } catch (e) { console.log(name, e.constructor.name, e.message); } };
tryit('push frozen', () => { const a = []; Object.freeze(a); return a.push(1); });
tryit('push frozen filled', () => { const a = [1]; Object.freeze(a); return a.push(); });
tryit('push nonwritable len', () => { const a = [1]; Object.defineProperty(a, 'length', { writable: false }); return a.push(); });
tryit('unshift frozen', () => { const a = []; Object.freeze(a); return a.unshift(); });
tryit('pop', () => { const o = { length: -1, pop: Array.prototype.pop }; const r = o.pop(); return [r, o.length]; });
tryit('shift', () => { const x = []; x[0] = 0; x[3] = 3; x.shift(); x.length = 1; return x.shift(); });
tryit('len error', () => Object.defineProperty([], 'length', { value: -1 }));
tryit('len order', () => { let h = []; Object.defineProperty([], 'length', { value: { valueOf() { h.push('number'); return 2; } }, writable: true }); return h; });
tryit('len overflow order', () => Object.defineProperty([], 'length', { value: -1, configurable: true }));
tryit('len set twice', () => { let n = 0; const a = [1, 2, 3]; a.length = { valueOf() { n++; return 1; } }; return [n, a.length]; });
tryit('len frozen order', () => { const a = Object.freeze([1]); return Object.defineProperty(a, 'length', { value: 2 ** 32 }); });
// expect: push frozen TypeError Cannot add property 0, object is not extensible
// expect: push frozen filled TypeError Cannot assign to read only property 'length' of object '[object Array]'
// expect: push nonwritable len TypeError Cannot assign to read only property 'length' of object '[object Array]'
// expect: unshift frozen TypeError Cannot assign to read only property 'length' of object '[object Array]'
// expect: pop [null,0]
// expect: shift undefined
// expect: len error RangeError Invalid array length
// expect: len order ["number","number"]
// expect: len overflow order RangeError Invalid array length
// expect: len set twice [2,1]
// expect: len frozen order RangeError Invalid array length
