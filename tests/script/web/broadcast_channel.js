// BroadcastChannel as node's global: a message reaches the other open
// channels of the same name (not the sender, not other names) as a
// MessageEvent; close() stops it; an open channel keeps the process alive
// until it is closed or unref'd; node:worker_threads has the same classes.
const wt = require('worker_threads');
console.log(wt.BroadcastChannel === BroadcastChannel, wt.MessageChannel === MessageChannel,
  wt.MessagePort === MessagePort);
const a = new BroadcastChannel('news');
const b = new BroadcastChannel('news');
const c = new BroadcastChannel(42);
const other = new BroadcastChannel('other');
console.log(a.name, c.name, String(a), a instanceof EventTarget);
a.onmessage = () => console.log('a must not hear itself');
other.onmessage = () => console.log('other must not hear news');
b.onmessage = (e) => {
  console.log('b got', JSON.stringify(e.data), e.constructor.name, e.target === b);
  if (e.data.n === 2) {
    b.close();
    a.postMessage({ n: 3 }); // nobody listens now
    setTimeout(() => {
      a.close();
      other.close();
      console.log('closed');
      try {
        a.postMessage(1);
      } catch (err) {
        console.log(err.name, err.message);
      }
    }, 10);
  }
};
a.postMessage({ n: 1 });
a.postMessage({ n: 2 });
c.unref(); // does not keep the process alive
try {
  new BroadcastChannel();
} catch (e) {
  console.log(e.name, e.code, e.message);
}
process.on('exit', () => console.log('exit'));
// expect: true true true
// expect: news 42 [object BroadcastChannel] true
// expect: TypeError ERR_MISSING_ARGS The "name" argument must be specified
// expect: b got {"n":1} MessageEvent true
// expect: b got {"n":2} MessageEvent true
// expect: closed
// expect: InvalidStateError BroadcastChannel is closed.
// expect: exit
