// The minimal DOMException: constructor forms, getters, codes, prototype.
const a = new DOMException('m', 'DataCloneError');
console.log(a.name, a.message, a.code, String(a), a instanceof Error);
const b = new DOMException();
console.log(b.name, JSON.stringify(b.message), b.code);
const c = new DOMException('x', { name: 'AbortError', cause: 'why' });
console.log(c.name, c.code, c.cause, Object.getOwnPropertyDescriptor(c, 'cause').enumerable);
const d = new DOMException(5, 'NotAnError');
console.log(d.name, d.message, d.code, typeof d.message);
console.log(DOMException.DATA_CLONE_ERR, DOMException.prototype.ABORT_ERR, DOMException.length, DOMException.name);
console.log(Object.prototype.toString.call(a), Object.getPrototypeOf(DOMException.prototype) === Error.prototype);
console.log(Object.getOwnPropertyNames(a), Object.keys(a));
try { DOMException('x'); } catch (e) { console.log(e instanceof TypeError); }
class Sub extends DOMException { constructor() { super('sub', 'TimeoutError'); } }
const s = new Sub();
console.log(s instanceof Sub, s instanceof DOMException, s.name, s.code);
