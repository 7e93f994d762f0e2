// Subclasses and species: then builds its result with the species constructor.
class MyPromise extends Promise {
  constructor(executor) { super(executor); this.tag = 'mine'; }
}
const mp = MyPromise.resolve(1);
console.log(mp instanceof MyPromise, mp.tag);
const t = mp.then(v => v);
console.log(t instanceof MyPromise, t.tag);
class Plain extends Promise { static get [Symbol.species]() { return Promise; } }
const q = Plain.resolve(2).then(v => v);
console.log(q instanceof Plain, q instanceof Promise);
MyPromise.all([1, 2]).then(v => console.log('all via subclass', v));
console.log(Promise[Symbol.species] === Promise);
// a non-promise thenable constructor
function Fake(executor) { executor(v => console.log('fake resolve', v), e => console.log('fake reject', e)); }
Promise.resolve.call(Fake, 'x');
Promise.reject.call(Fake, 'y');
try { Promise.prototype.then.call({}, () => {}); } catch (e) { console.log(e.constructor.name, e.message); }
try { Promise.resolve.call(1, 2); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: true mine
// expect: true mine
// expect: false true
// expect: true
// expect: fake resolve x
// expect: fake reject y
// expect: TypeError Method Promise.prototype.then called on incompatible receiver #<Object>
// expect: TypeError PromiseResolve called on non-object
// expect: all via subclass [ 1, 2 ]
