// Values node cannot clone throw DOMException [DataCloneError] with V8's
// text of the value; a getter's own exception passes through unchanged.
function attempt(label, v) {
  try {
    structuredClone(v);
    console.log(label, 'cloned');
  } catch (e) {
    console.log(label, String(e), e.name, e.code, e instanceof DOMException, e instanceof Error);
  }
}
attempt('function', function f() {});
attempt('arrow', () => 1);
attempt('method', { m() {} }.m);
attempt('class', class A {});
attempt('async', async function () {});
attempt('native', Math.max);
attempt('symbol', Symbol('x'));
attempt('registered', Symbol.for('r'));
attempt('wellknown', { a: { b: Symbol.iterator } });
attempt('symbol object', Object(Symbol('q')));
attempt('nested fn', [1, { f() {} }]);
attempt('weakmap', new WeakMap());
attempt('weakset', new WeakSet());
attempt('weakref', new WeakRef({}));
attempt('promise', Promise.resolve(1));
attempt('map iterator', new Map().keys());
attempt('array iterator', [1][Symbol.iterator]());
attempt('generator', (function* () {})());
attempt('error cause fn', new Error('x', { cause: () => 1 }));
attempt('in map', new Map([[1, function g() {}]]));
attempt('in set', new Set([Symbol('s')]));
try {
  structuredClone({ get boom() { throw new RangeError('from getter'); } });
} catch (e) {
  console.log(e instanceof RangeError, e.message);
}
try {
  structuredClone();
} catch (e) {
  console.log(e.name, e.message);
}
let e;
try { structuredClone(() => 2); } catch (x) { e = x; }
console.log(Object.prototype.toString.call(e), Object.keys(e), Object.getOwnPropertyNames(e));
console.log(e.stack.split('\n')[0]);
