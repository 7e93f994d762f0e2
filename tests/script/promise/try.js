// Promise.try: calls fn now with the extra arguments; its result or throw settles the promise.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => Promise.try.call(5, () => 1));
t(() => Promise.try.call({}, () => 1));
const order = [];
const p = Promise.try((a, b) => { order.push('called'); return a + b; }, 1, 2);
order.push('after');
p.then(v => console.log('fulfilled', v, order.join(',')));
Promise.try(() => { throw new RangeError('x'); }).catch(e => console.log('rejected', e.name, e.message));
Promise.try(5).catch(e => console.log('rejected', e.message));
Promise.try(() => Promise.resolve('inner')).then(v => console.log('adopted', v));
class MyPromise extends Promise {}
console.log(MyPromise.try(() => 1) instanceof MyPromise, Promise.try.length, Promise.try.name);
// allKeyed / allSettledKeyed are beyond node 26 (promise/keyed.js tests them)
console.log(Object.getOwnPropertyNames(Promise).filter((k) => !k.endsWith('Keyed')));
// expect: TypeError: Promise.try called on non-object
// expect: TypeError: #<Object> is not a constructor
// expect: true 1 try
// expect: [
// expect:   'length',     'name',
// expect:   'prototype',  'all',
// expect:   'allSettled', 'any',
// expect:   'race',       'resolve',
// expect:   'reject',     'withResolvers',
// expect:   'try'
// expect: ]
// expect: fulfilled 3 called,after
// expect: rejected RangeError x
// expect: rejected number 5 is not a function
// expect: adopted inner
