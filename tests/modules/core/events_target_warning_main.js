// an EventTarget warns once when a type has more listeners than its max
// (node:events' setMaxListeners sets it and re-arms the warning)
const events = require('events');
process.on('warning', (w) => console.log(w.name, w.message, w.count, w.type, w.target?.constructor.name));
const et = new EventTarget();
for (let i = 0; i < 12; i++) et.addEventListener('foo', () => {});
et.addEventListener('bar', () => {});
events.setMaxListeners(2, et);
for (let i = 0; i < 3; i++) et.addEventListener('baz', () => {});
const ac = new AbortController();
events.setMaxListeners(1, ac.signal);
ac.signal.addEventListener('abort', () => {});
ac.signal.addEventListener('abort', () => {});
events.setMaxListeners(0, et);
for (let i = 0; i < 5; i++) et.addEventListener('qux', () => {});
console.log('sync end');
// past the inspect depth, as node prints them
const util = require('util');
console.log(util.inspect(new AbortController(), { depth: -1 }), util.inspect(AbortSignal.abort(), { depth: -1 }),
  util.inspect(new EventTarget(), { depth: -1 }), util.inspect([new AbortController(), new Event('x')], { depth: 0 }));
// expect: sync end
// expect: AbortController {} [AbortSignal] EventTarget [ AbortController {}, Event ]
// expect: MaxListenersExceededWarning Possible EventTarget memory leak detected. 11 foo listeners added to EventTarget. MaxListeners is 10. Use events.setMaxListeners() to increase limit 11 foo EventTarget
// expect: MaxListenersExceededWarning Possible EventTarget memory leak detected. 3 baz listeners added to EventTarget. MaxListeners is 2. Use events.setMaxListeners() to increase limit 3 baz EventTarget
// expect: MaxListenersExceededWarning Possible EventTarget memory leak detected. 2 abort listeners added to [AbortSignal]. MaxListeners is 1. Use events.setMaxListeners() to increase limit 2 abort AbortSignal
