// SuppressedError(error, suppressed, message)
const e = new SuppressedError(new TypeError('inner'), 'was suppressed', 'msg');
console.log(e.name, e.message, e.error.message, e.suppressed, e instanceof Error);
console.log(Object.getOwnPropertyNames(e), Object.keys(e));
const bare = SuppressedError(1, 2);
console.log(bare.message === '', Object.hasOwn(bare, 'message'), bare.error, bare.suppressed);
console.log(new SuppressedError(1, 2, 'm', { cause: 'ignored' }).cause);
console.log(SuppressedError.length, SuppressedError.name, Object.getPrototypeOf(SuppressedError) === Error,
            Object.getPrototypeOf(SuppressedError.prototype) === Error.prototype,
            SuppressedError.prototype.name, JSON.stringify(SuppressedError.prototype.message));
console.log(String(new SuppressedError(1, 2, 'text')), new SuppressedError(1, 2, { toString() { return 'obj'; } }).message);
class Sub extends SuppressedError {}
const s = new Sub('a', 'b', 'c');
console.log(s instanceof SuppressedError, s.name, s.error, s.suppressed);
console.log(Object.getOwnPropertyDescriptor(e, 'suppressed'));
console.log(typeof Symbol.dispose, typeof Symbol.asyncDispose, Symbol.dispose.toString(), Symbol.asyncDispose.description);
console.log(Object.getOwnPropertyDescriptor(Symbol, 'dispose'));
// expect: SuppressedError msg inner was suppressed true
// expect: [ 'stack', 'message', 'error', 'suppressed' ] []
// expect: true false 1 2
// expect: undefined
// expect: 3 SuppressedError true true SuppressedError ""
// expect: SuppressedError: text obj
// expect: true SuppressedError a b
// expect: {
// expect:   value: 'was suppressed',
// expect:   writable: true,
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: symbol symbol Symbol(Symbol.dispose) Symbol.asyncDispose
// expect: {
// expect:   value: Symbol(Symbol.dispose),
// expect:   writable: false,
// expect:   enumerable: false,
// expect:   configurable: false
// expect: }
