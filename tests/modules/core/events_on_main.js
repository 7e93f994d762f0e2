// node:events' module functions: on() as an async iterator (buffering,
// 'error', close events, signal, watermarks), once() with a signal and over
// an EventTarget, getEventListeners, get/setMaxListeners, addAbortListener,
// errorMonitor, captureRejections, and the statics in node's order.
const events = require('events');
const { EventEmitter, on, once } = events;

async function main() {
  console.log(Reflect.ownKeys(events), typeof events.EventEmitterAsyncResource);

  // on(): events emitted before and while iterating, then an error
  const ee = new EventEmitter();
  const it = on(ee, 'foo');
  console.log(typeof it[Symbol.asyncIterator], it[Symbol.asyncIterator]() === it, ee.listenerCount('foo'), ee.listenerCount('error'));
  ee.emit('foo', 1, 2);
  ee.emit('foo', 3);
  console.log(await it.next(), await it.next());
  const pending = it.next();
  ee.emit('foo', 'late');
  console.log(await pending);
  ee.emit('error', new Error('kaboom'));
  try {
    await it.next();
  } catch (e) {
    console.log('rejected:', e.message);
  }
  console.log(await it.next(), ee.listenerCount('foo'), ee.listenerCount('error'));

  // for await with break: return() removes the listeners
  const ee2 = new EventEmitter();
  process.nextTick(() => { ee2.emit('x', 'a'); ee2.emit('x', 'b'); ee2.emit('x', 'c'); });
  for await (const [v] of on(ee2, 'x')) {
    console.log('got', v);
    if (v === 'b') break;
  }
  console.log('after break', ee2.listenerCount('x'));

  // close events end the iteration
  const ee3 = new EventEmitter();
  const it3 = on(ee3, 'data', { close: ['end'] });
  ee3.emit('data', 1);
  ee3.emit('end');
  console.log(await it3.next(), await it3.next(), ee3.listenerCount('end'));

  // an abort signal rejects the waiting read with an AbortError
  const ac = new AbortController();
  const it4 = on(new EventEmitter(), 'x', { signal: ac.signal });
  const p4 = it4.next();
  ac.abort('why');
  try {
    await p4;
  } catch (e) {
    console.log(e.name, e.code, e.message, e.cause);
  }
  try {
    on(new EventEmitter(), 'x', { signal: AbortSignal.abort() });
  } catch (e) {
    console.log('sync:', e.name, e.code);
  }

  // watermarks pause and resume the emitter
  const ee5 = new EventEmitter();
  ee5.pause = () => console.log('pause');
  ee5.resume = () => console.log('resume');
  const it5 = on(ee5, 'd', { highWaterMark: 2, lowWaterMark: 1 });
  for (let i = 0; i < 4; i++) ee5.emit('d', i);
  for (let i = 0; i < 4; i++) console.log((await it5.next()).value);
  await it5.return();

  // throw() ends it with that error
  const it6 = on(new EventEmitter(), 'x');
  it6.throw(new Error('thrown in'));
  try { await it6.next(); } catch (e) { console.log('throw():', e.message); }
  console.log(await it6.next());
  try { it6.throw('str'); } catch (e) { console.log(e.code, e.message); }

  // on() over an EventTarget: each value is [event]
  const et = new EventTarget();
  const it7 = on(et, 'ping');
  et.dispatchEvent(new Event('ping'));
  const { value } = await it7.next();
  console.log(value.length, value[0].type, events.getEventListeners(et, 'ping').length);
  await it7.return();
  console.log(events.getEventListeners(et, 'ping').length);

  // option validation
  for (const opts of [null, { highWaterMark: 0 }, { lowWaterMark: 1.5 }, { highWaterMark: 'x' }, { signal: {} }]) {
    try { on(new EventEmitter(), 'x', opts); } catch (e) { console.log(e.code, e.message); }
  }

  // once(): with a signal, over an EventTarget, and 'error'
  const ee8 = new EventEmitter();
  const ac8 = new AbortController();
  const p8 = once(ee8, 'never', { signal: ac8.signal });
  console.log(ee8.listenerCount('never'), ee8.listenerCount('error'));
  ac8.abort();
  try { await p8; } catch (e) { console.log(e.name, e.message, e.cause?.name, ee8.listenerCount('never'), ee8.listenerCount('error')); }
  try { await once(ee8, 'x', { signal: AbortSignal.abort() }); } catch (e) { console.log('pre-aborted', e.code); }
  try { await once(ee8, 'x', { signal: 1 }); } catch (e) { console.log(e.code, e.message); }
  try { await once(ee8, 'x', 'opts'); } catch (e) { console.log(e.code, e.message); }
  const et9 = new EventTarget();
  const p9 = once(et9, 'go');
  et9.dispatchEvent(new Event('go'));
  const [ev] = await p9;
  console.log(ev.type, events.getEventListeners(et9, 'go').length);
  const p10 = once(ee8, 'error');
  ee8.emit('error', new Error('as value'));
  console.log((await p10)[0].message);

  // getEventListeners, getMaxListeners, setMaxListeners
  const ee11 = new EventEmitter();
  const f = () => {};
  ee11.on('a', f);
  ee11.once('a', f);
  console.log(events.getEventListeners(ee11, 'a').length, events.getEventListeners(ee11, 'a')[1] === f);
  const et11 = new EventTarget();
  et11.addEventListener('a', f);
  const h = { handleEvent() {} };
  et11.addEventListener('a', h);
  console.log(events.getEventListeners(et11, 'a')[0] === f, events.getEventListeners(et11, 'a')[1] === h,
    events.getEventListeners(et11, 'b'));
  try { events.getEventListeners({}, 'a'); } catch (e) { console.log(e.code, e.message); }
  console.log(events.getMaxListeners(ee11), events.getMaxListeners(et11));
  events.setMaxListeners(3, ee11, et11);
  console.log(events.getMaxListeners(ee11), events.getMaxListeners(et11), ee11.getMaxListeners());
  const before = new EventTarget();
  events.setMaxListeners(7);
  console.log(EventEmitter.defaultMaxListeners, events.getMaxListeners(before), events.getMaxListeners(new EventTarget()),
    new EventEmitter().getMaxListeners());
  events.setMaxListeners();
  console.log(EventEmitter.defaultMaxListeners);
  EventEmitter.defaultMaxListeners = 10;
  for (const args of [[-1], ['x'], [3, {}]]) {
    try { events.setMaxListeners(...args); } catch (e) { console.log(e.code, e.message); }
  }
  try { events.getMaxListeners(5); } catch (e) { console.log(e.code, e.message); }

  // addAbortListener
  const ac12 = new AbortController();
  const d = events.addAbortListener(ac12.signal, (e) => console.log('abort listener', e.type));
  console.log(Reflect.ownKeys(d), Object.getPrototypeOf(d));
  ac12.abort();
  const d2 = events.addAbortListener(AbortSignal.abort(), (...a) => console.log('already aborted', a.length));
  d2[Symbol.dispose]();
  const ac13 = new AbortController();
  const d3 = events.addAbortListener(ac13.signal, () => console.log('never'));
  d3[Symbol.dispose]();
  ac13.abort();
  for (const args of [[undefined, f], [1, f], [ac13.signal, 1]]) {
    try { events.addAbortListener(...args); } catch (e) { console.log(e.code, e.message); }
  }
  await null;

  // errorMonitor sees an error before it is thrown
  const ee14 = new EventEmitter();
  ee14.on(events.errorMonitor, (e) => console.log('monitor', e.message));
  try { ee14.emit('error', new Error('watched')); } catch (e) { console.log('thrown', e.message); }
  console.log(typeof events.errorMonitor, events.errorMonitor.toString(), events.captureRejectionSymbol.toString());

  // captureRejections: a listener's rejection goes to 'error' or to the rejection symbol
  console.log(EventEmitter.captureRejections, new EventEmitter({ captureRejections: true })[Symbol.for('nodejs.rejection')]);
  const ee15 = new EventEmitter({ captureRejections: true });
  ee15.on('x', async (v) => { throw new Error('async ' + v); });
  ee15.on('error', (e) => console.log('error event:', e.message));
  ee15.emit('x', 1);
  const ee16 = new EventEmitter({ captureRejections: true });
  ee16.on('y', async () => { throw new Error('to symbol'); });
  ee16[events.captureRejectionSymbol] = (err, type, ...args) => console.log('symbol:', err.message, type, args);
  ee16.emit('y', 'a', 'b');
  const plain = new EventEmitter();
  plain.on('z', async () => 1);
  console.log(plain.emit('z'));
  await new Promise((r) => setTimeout(r, 5));
  try { new EventEmitter({ captureRejections: 1 }); } catch (e) { console.log(e.code, e.message); }
  try { EventEmitter.captureRejections = 'yes'; } catch (e) { console.log(e.code, e.message); }
  EventEmitter.captureRejections = true;
  console.log(new EventEmitter()[Object.getOwnPropertySymbols(new EventEmitter())[1]], EventEmitter.captureRejections);
  EventEmitter.captureRejections = false;
}
main();
// an aborted signal's listener gets a trusted 'abort' event at the signal, in a microtask
const sig = AbortSignal.abort();
events.addAbortListener(sig, (e) => console.log('late listener', e.type, e.isTrusted, e.target === sig, e.currentTarget === sig, e.eventPhase));
console.log('sync first');
// expect: [
// expect:   'length',
// expect:   'name',
// expect:   'prototype',
// expect:   'addAbortListener',
// expect:   'once',
// expect:   'on',
// expect:   'getEventListeners',
// expect:   'getMaxListeners',
// expect:   'listenerCount',
// expect:   'EventEmitter',
// expect:   'usingDomains',
// expect:   'captureRejectionSymbol',
// expect:   'captureRejections',
// expect:   'EventEmitterAsyncResource',
// expect:   'errorMonitor',
// expect:   'defaultMaxListeners',
// expect:   'kMaxEventTargetListeners',
// expect:   'kMaxEventTargetListenersWarned',
// expect:   'setMaxListeners',
// expect:   'init'
// expect: ] function
// expect: function true 1 1
// expect: sync first
// expect: late listener abort true true true 2
// expect: { done: false, value: [ 1, 2 ] } { done: false, value: [ 3 ] }
// expect: { done: false, value: [ 'late' ] }
// expect: rejected: kaboom
// expect: { done: true, value: undefined } 0 0
// expect: got a
// expect: got b
// expect: after break 0
// expect: { done: false, value: [ 1 ] } { done: true, value: undefined } 0
// expect: AbortError ABORT_ERR The operation was aborted why
// expect: sync: AbortError ABORT_ERR
// expect: pause
// expect: [ 0 ]
// expect: [ 1 ]
// expect: [ 2 ]
// expect: resume
// expect: [ 3 ]
// expect: throw(): thrown in
// expect: { done: true, value: undefined }
// expect: ERR_INVALID_ARG_TYPE The "EventEmitter.AsyncIterator" property must be an instance of Error. Received type string ('str')
// expect: 1 ping 1
// expect: 0
// expect: ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received null
// expect: ERR_OUT_OF_RANGE The value of "options.highWaterMark" is out of range. It must be >= 1 && <= 9007199254740991. Received 0
// expect: ERR_OUT_OF_RANGE The value of "options.lowWaterMark" is out of range. It must be an integer. Received 1.5
// expect: ERR_INVALID_ARG_TYPE The "options.highWaterMark" property must be of type number. Received type string ('x')
// expect: ERR_INVALID_ARG_TYPE The "options.signal" property must be an instance of AbortSignal. Received an instance of Object
// expect: 1 1
// expect: AbortError The operation was aborted AbortError 0 0
// expect: pre-aborted ABORT_ERR
// expect: ERR_INVALID_ARG_TYPE The "options.signal" property must be an instance of AbortSignal. Received type number (1)
// expect: ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received type string ('opts')
// expect: go 0
// expect: as value
// expect: 2 true
// expect: true true []
// expect: ERR_INVALID_ARG_TYPE The "emitter" argument must be an instance of EventEmitter or EventTarget. Received an instance of Object
// expect: 10 10
// expect: 3 3 3
// expect: 7 10 7 7
// expect: 7
// expect: ERR_OUT_OF_RANGE The value of "setMaxListeners" is out of range. It must be >= 0. Received -1
// expect: ERR_INVALID_ARG_TYPE The "setMaxListeners" argument must be of type number. Received type string ('x')
// expect: ERR_INVALID_ARG_TYPE The "eventTargets" argument must be an instance of EventEmitter or EventTarget. Received an instance of Object
// expect: ERR_INVALID_ARG_TYPE The "emitter" argument must be an instance of EventEmitter or EventTarget. Received type number (5)
// expect: [ Symbol(Symbol.dispose) ] null
// expect: abort listener abort
// expect: ERR_INVALID_ARG_TYPE The "signal" argument must be an instance of AbortSignal. Received undefined
// expect: ERR_INVALID_ARG_TYPE The "signal" argument must be an instance of AbortSignal. Received type number (1)
// expect: ERR_INVALID_ARG_TYPE The "listener" argument must be of type function. Received type number (1)
// expect: monitor watched
// expect: thrown watched
// expect: symbol Symbol(events.errorMonitor) Symbol(nodejs.rejection)
// expect: false undefined
// expect: true
// expect: error event: async 1
// expect: symbol: to symbol y [ 'a', 'b' ]
// expect: ERR_INVALID_ARG_TYPE The "options.captureRejections" property must be of type boolean. Received type number (1)
// expect: ERR_INVALID_ARG_TYPE The "EventEmitter.captureRejections" property must be of type boolean. Received type string ('yes')
// expect: true true
