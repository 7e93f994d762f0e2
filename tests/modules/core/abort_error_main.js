// node's AbortError: the one class that events.once, timers/promises,
// stream.addAbortSignal and child_process.spawn's signal reject or emit with
// (name, code ABORT_ERR, message, the signal's reason as its cause), and its
// constructor's own checks.
const events = require('events');
const tp = require('timers/promises');
const { spawn } = require('child_process');
const stream = require('stream');
const ac = new AbortController();
ac.abort('why');
const show = (e) => console.log(e.name, e.code, e.message, e.cause, Object.keys(e), e instanceof Error,
  e.constructor.name, Object.prototype.toString.call(e));
const ctors = [];
(async () => {
  for (const p of [events.once(new events.EventEmitter(), 'x', { signal: ac.signal }), tp.setTimeout(1, 1, { signal: ac.signal })]) {
    try { await p; } catch (e) { show(e); ctors.push(e.constructor); }
  }
  const r = new stream.Readable({ read() {} });
  stream.addAbortSignal(ac.signal, r);
  r.on('error', (e) => {
    show(e);
    ctors.push(e.constructor);
    const c = spawn('true', [], { signal: ac.signal });
    c.on('error', (e2) => {
      show(e2);
      ctors.push(e2.constructor);
      console.log('one class:', new Set(ctors).size);
      const A = ctors[0];
      const a = new A();
      console.log(a.message, a.code, a.name, 'cause' in a, Object.keys(a));
      console.log(new A('m', { cause: 1 }).cause, new A('m', null).message);
      try { new A('m', 5); } catch (err) { console.log(err.name, err.code, err.message); }
    });
  });
})();
// expect: AbortError ABORT_ERR The operation was aborted why [ 'code', 'name' ] true AbortError [object Error]
// expect: AbortError ABORT_ERR The operation was aborted why [ 'code', 'name' ] true AbortError [object Error]
// expect: AbortError ABORT_ERR The operation was aborted why [ 'code', 'name' ] true AbortError [object Error]
// expect: AbortError ABORT_ERR The operation was aborted why [ 'code', 'name' ] true AbortError [object Error]
// expect: one class: 1
// expect: The operation was aborted ABORT_ERR AbortError false [ 'code', 'name' ]
// expect: 1 m
// expect: TypeError ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received type number (5)
