// An error's own keys come in V8's order (stack first, then message and the
// rest), for plain errors, subclasses, options and AggregateError.
class MyErr extends Error { constructor(m) { super(m); this.name = 'MyErr'; } }
function f() { return new MyErr('boom'); }
const e = f();
console.log(Object.getOwnPropertyNames(e), e.stack.split('\n').slice(0, 2).join('|').replace(/\(.*\//, '('));
const e2 = new TypeError('t', { cause: 1 });
console.log(Object.getOwnPropertyNames(e2), Object.getOwnPropertyDescriptor(e2, 'stack').get === Object.getOwnPropertyDescriptor(new Error, 'stack').get);
const e3 = new Error();
console.log(Object.getOwnPropertyNames(e3));
console.log(Reflect.ownKeys(new AggregateError([1], 'agg')));
// expect: [ 'stack', 'message', 'name' ] MyErr: boom|    at f (own_keys_order.js:4:23)
// expect: [ 'stack', 'message', 'cause' ] true
// expect: [ 'stack' ]
// expect: [ 'stack', 'message', 'errors' ]
