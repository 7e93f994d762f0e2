// `stack` is an own accessor pair, as in V8: its "Name: message" header is
// formatted at the first read, not when the error is made.
class NamedError extends Error {
  constructor(m) { super(m); this.name = 'NamedError'; }
}
const e = new NamedError('boom');
console.log(e.stack.split('\n')[0]);
console.log(String(e));

// a change before the first read shows; one after it does not
const late = new Error('first');
late.message = 'second';
console.log(late.stack.split('\n')[0]);
late.name = 'Renamed';
console.log(late.stack.split('\n')[0]);

// the prototype's name, set after the class is made
class ProtoNamed extends TypeError {}
ProtoNamed.prototype.name = 'ProtoNamed';
console.log(new ProtoNamed('x').stack.split('\n')[0]);

// the descriptor, and the own keys' order
const d = Object.getOwnPropertyDescriptor(new RangeError('r'), 'stack');
console.log(typeof d.get, typeof d.set, d.get.name === '', d.enumerable, d.configurable);
console.log(Object.getOwnPropertyNames(new Error('m')));
console.log(Object.getOwnPropertyNames(new Error()));
const d2 = Object.getOwnPropertyDescriptor(new SyntaxError('s'), 'stack');
console.log(d.get === d2.get, d.set === d2.set);

// the setter stores what later reads give
const s = new Error('s');
s.stack = 'replaced';
console.log(s.stack);
s.stack = 42;
console.log(s.stack);

// a frozen error formats at its first read too
const f = Object.freeze(new NamedError('frozen'));
console.log(f.stack.split('\n')[0]);

// Error.captureStackTrace installs the same pair on any object
const o = { name: 'Custom', message: 'captured' };
Error.captureStackTrace(o);
o.message = 'changed before reading';
console.log(o.stack.split('\n')[0]);
console.log(typeof Object.getOwnPropertyDescriptor(o, 'stack').get);

// console.log shows the header of the first read
class LogError extends Error {
  constructor(m) { super(m); this.name = 'LogError'; }
}
console.log(String(new LogError('logged')));
try { throw new LogError('thrown'); } catch (err) { console.log(err.stack.split('\n')[0]); }

// an object with an error as its prototype reads and writes that error's
const inner = new Error('inner');
const derived = Object.create(inner);
console.log(derived.stack.split('\n')[0]);
derived.stack = 'through the prototype';
console.log(inner.stack, Object.getOwnPropertyNames(derived));
const getter = Object.getOwnPropertyDescriptor(inner, 'stack').get;
console.log(getter.call({}), getter.call(1));
// expect: NamedError: boom
// expect: NamedError: boom
// expect: Error: second
// expect: Error: second
// expect: ProtoNamed: x
// expect: function function true false true
// expect: [ 'stack', 'message' ]
// expect: [ 'stack' ]
// expect: true true
// expect: replaced
// expect: 42
// expect: NamedError: frozen
// expect: Custom: changed before reading
// expect: function
// expect: LogError: logged
// expect: LogError: thrown
// expect: Error: inner
// expect: through the prototype []
// expect: undefined undefined
