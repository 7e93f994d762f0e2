// DisposableStack: use, adopt, defer, move, dispose, disposed
const log = [];
const res = (n) => ({ [Symbol.dispose]() { log.push('dispose ' + n); } });
const flush = (what) => { console.log(what + ': ' + log.join(', ')); log.length = 0; };
const t = (f) => { try { return f(); } catch (e) { return e.constructor.name + ': ' + e.message; } };

const s = new DisposableStack();
console.log(s, s.disposed, Object.prototype.toString.call(s));
const r1 = res(1);
console.log(s.use(r1) === r1, s.use(null), s.use(undefined));
console.log(s.adopt('handle', (h) => log.push('adopted ' + h)));
console.log(s.defer(() => log.push('deferred')));
s.use(res(2));
console.log(s.dispose(), s.disposed, s.dispose());
flush('dispose');

console.log(t(() => s.use(res(3))), '|', t(() => s.adopt(1, () => {})), '|', t(() => s.defer(() => {})), '|', t(() => s.move()));
console.log(t(() => DisposableStack()), '|', t(() => s.use.call({}, null)), '|', t(() => s.dispose.call([])));
const s2 = new DisposableStack();
console.log(t(() => s2.use(1)), '|', t(() => s2.use({})), '|', t(() => s2.adopt(1, 2)), '|', t(() => s2.defer('x')));

// move: the resources go to a new stack, the old one is disposed
const a = new DisposableStack();
a.use(res('m1'));
a.defer(() => log.push('m2'));
const b = a.move();
console.log(a.disposed, b.disposed, b instanceof DisposableStack, Object.getPrototypeOf(b) === DisposableStack.prototype);
a.dispose();
flush('after disposing the moved-from stack');
b.dispose();
flush('after disposing the new one');

// errors aggregate as with using
const e = new DisposableStack();
e.defer(() => { throw new Error('first'); });
e.defer(() => { throw new Error('second'); });
e.defer(() => log.push('ran'));
try { e.dispose(); } catch (err) { console.log(err.constructor.name, err.error.message, err.suppressed.message); }
flush('errors');

// a stack is itself disposable
{
  using st = new DisposableStack();
  st.defer(() => log.push('stack in using'));
}
flush('using a stack');

// subclassing
class MyStack extends DisposableStack { extra() { return 'extra'; } }
const m = new MyStack();
m.defer(() => log.push('sub'));
console.log(m.extra(), m instanceof DisposableStack, m);
m.dispose();
flush('subclass');

// the shape of the API
const P = DisposableStack.prototype;
console.log(DisposableStack.length, DisposableStack.name, P[Symbol.dispose] === P.dispose, P[Symbol.toStringTag]);
console.log(Object.getOwnPropertyNames(P), P.adopt.length, P.use.length, P.defer.length, P.move.length, P.dispose.name);
console.log(typeof Object.getOwnPropertyDescriptor(P, 'disposed').get, Object.getOwnPropertyDescriptor(DisposableStack, 'prototype').writable);
// expect: DisposableStack {} false [object DisposableStack]
// expect: true null undefined
// expect: handle
// expect: undefined
// expect: undefined true undefined
// expect: dispose: dispose 2, deferred, adopted handle, dispose 1
// expect: ReferenceError: Cannot call DisposableStack.prototype.use on an already-disposed DisposableStack | ReferenceError: Cannot call DisposableStack.prototype.adopt on an already-disposed DisposableStack | ReferenceError: Cannot call DisposableStack.prototype.defer on an already-disposed DisposableStack | ReferenceError: Cannot call DisposableStack.prototype.move on an already-disposed DisposableStack
// expect: TypeError: Constructor DisposableStack requires 'new' | TypeError: Method DisposableStack.prototype.use called on incompatible receiver #<Object> | TypeError: Method DisposableStack.prototype.dispose called on incompatible receiver [object Array]
// expect: TypeError: An object is expected with `using` declarations | TypeError: Symbol(Symbol.dispose) is not a function | TypeError: 2 is not a function | TypeError: x is not a function
// expect: true false true true
// expect: after disposing the moved-from stack: 
// expect: after disposing the new one: m2, dispose m1
// expect: SuppressedError first second
// expect: errors: ran
// expect: using a stack: stack in using
// expect: extra true MyStack [DisposableStack] {}
// expect: subclass: sub
// expect: 0 DisposableStack true DisposableStack
// expect: [
// expect:   'constructor',
// expect:   'use',
// expect:   'dispose',
// expect:   'adopt',
// expect:   'defer',
// expect:   'move',
// expect:   'disposed'
// expect: ] 2 1 1 0 dispose
// expect: function false
