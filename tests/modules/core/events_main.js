// node:events: EventEmitter's listener order, once, prepend, removal,
// 'newListener'/'removeListener', listenerCount, 'error' semantics, once().
const EventEmitter = require('events');
const { once } = require('node:events');
console.log(EventEmitter === require('node:events').EventEmitter, EventEmitter.defaultMaxListeners);
const e = new EventEmitter();
const log = [];
e.on('newListener', (name) => log.push('new:' + String(name)));
const a = (x) => log.push('a' + x);
const b = (x) => log.push('b' + x);
e.on('x', a);
e.prependListener('x', b);
e.once('x', (x) => log.push('once' + x));
e.prependOnceListener('x', (x) => log.push('ponce' + x));
console.log(e.emit('x', 1), e.emit('x', 2), e.emit('nothing'));
console.log(log.join(' '));
console.log(e.listenerCount('x'), e.listeners('x').length, e.eventNames());
e.on('removeListener', (name, fn) => console.log('removed', name, fn === a));
e.off('x', a);
console.log(e.listenerCount('x'), e.listenerCount('x', b));
e.removeAllListeners('x');
console.log(e.listenerCount('x'), e.eventNames());
try {
  e.emit('error', new Error('boom'));
} catch (err) {
  console.log('thrown:', err.message);
}
try {
  e.emit('error', 42);
} catch (err) {
  console.log(err.code, err.message, err.context);
}
try {
  e.on('y', 'not a function');
} catch (err) {
  console.log(err.code, err.message);
}
class Sub extends EventEmitter {}
const s = new Sub();
s.on('ping', function () { console.log('this is s:', this === s); });
s.emit('ping');
once(s, 'ready').then((args) => console.log('once resolved', args));
once(s, 'fail').catch((err) => console.log('once rejected', err.message));
s.emit('ready', 1, 2);
s.emit('error', new Error('bad'));
// expect: true 10
// expect: true true false
// expect: new:x new:x new:x new:x ponce1 b1 a1 once1 b2 a2
// expect: 2 2 [ 'newListener', 'x' ]
// expect: removed x true
// expect: 1 1
// expect: removed x false
// expect: 0 [ 'newListener', 'removeListener' ]
// expect: thrown: boom
// expect: ERR_UNHANDLED_ERROR Unhandled error. (42) 42
// expect: ERR_INVALID_ARG_TYPE The "listener" argument must be of type function. Received type string ('not a function')
// expect: this is s: true
// expect: once resolved [ 1, 2 ]
// expect: once rejected bad
