// node:async_hooks: AsyncLocalStorage through promises, await, timers, nextTick, queueMicrotask and
// setImmediate (the context of registration, as node's AsyncContextFrame); run, exit, enterWith,
// snapshot, bind, AsyncResource; errors.
const { AsyncLocalStorage, AsyncResource } = require('async_hooks');
const als = new AsyncLocalStorage();
const other = new AsyncLocalStorage({ name: 'other' });
const log = (tag) => console.log(tag, als.getStore(), other.getStore());
let resolveLater;
const later = new Promise((r) => { resolveLater = r; });
log('top');
const r = als.run({ id: 1 }, (a, b) => {
  log('in run');
  setTimeout(() => {
    log('timeout');
    setImmediate(() => log('immediate'));
    const iv = setInterval(() => { log('interval'); clearInterval(iv); }, 1);
  }, 5);
  process.nextTick(() => log('tick'));
  queueMicrotask(() => log('microtask'));
  Promise.resolve().then(() => log('then'));
  later.then(() => log('then of a promise resolved outside'));
  other.run('o', () => {
    log('nested');
    Promise.resolve().then(() => log('nested then'));
    als.exit(() => log('exit'));
  });
  (async () => {
    log('async start');
    await null;
    log('after await');
    await new Promise((r) => process.nextTick(r));
    log('after a tick');
  })();
  return a + b;
}, 2, 3);
console.log('run returned', r);
log('after run');
resolveLater();
setTimeout(() => {
  const snap = als.run(7, () => AsyncLocalStorage.snapshot());
  console.log('snapshot', snap(() => als.getStore()), als.getStore());
  const bound = als.run(8, () => AsyncLocalStorage.bind((x) => [x, als.getStore()]));
  console.log('bind', bound('x'), bound.length);
  const res = als.run(9, () => new AsyncResource('MyResource'));
  console.log('resource', res.runInAsyncScope(function (x) { return [this, x, als.getStore()]; }, 'self', 'arg'));
  const rb = res.bind(function () { return als.getStore(); });
  console.log('resource bind', rb(), typeof rb.asyncResource, res.emitDestroy() === res, typeof res.asyncId());
  const rb2 = als.run(10, () => AsyncResource.bind(() => als.getStore()));
  console.log('static bind', rb2());
  als.enterWith('entered');
  log('enterWith');
  setTimeout(() => log('timer after enterWith'), 1);
  Promise.resolve().then(() => {
    log('then after enterWith');
    als.disable();
    log('disabled');
    als.run('again', () => log('run after disable'));
  });
  try { new AsyncResource(1); } catch (e) { console.log(e.name, e.code, e.message); }
  try { new AsyncLocalStorage(5); } catch (e) { console.log(e.name, e.code); }
  console.log(other.name, als.name);
}, 50);
// expect: top undefined undefined
// expect: in run { id: 1 } undefined
// expect: nested { id: 1 } o
// expect: exit undefined o
// expect: async start { id: 1 } undefined
// expect: run returned 5
// expect: after run undefined undefined
// expect: tick { id: 1 } undefined
// expect: microtask { id: 1 } undefined
// expect: then { id: 1 } undefined
// expect: nested then { id: 1 } o
// expect: after await { id: 1 } undefined
// expect: then of a promise resolved outside { id: 1 } undefined
// expect: after a tick { id: 1 } undefined
// expect: timeout { id: 1 } undefined
// expect: immediate { id: 1 } undefined
// expect: interval { id: 1 } undefined
// expect: snapshot 7 undefined
// expect: bind [ 'x', 8 ] 1
// expect: resource [ [String: 'self'], 'arg', 9 ]
// expect: resource bind 9 undefined true number
// expect: static bind 10
// expect: enterWith entered undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "type" argument must be of type string. Received type number (1)
// expect: TypeError ERR_INVALID_ARG_TYPE
// expect: other 
// expect: then after enterWith entered undefined
// expect: disabled undefined undefined
// expect: run after disable again undefined
// expect: timer after enterWith undefined undefined
