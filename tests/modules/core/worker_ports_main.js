// MessagePorts across threads: a port handed to a worker through workerData's
// transferList and another through worker.postMessage's transfer list, both
// talking both ways with structured-clone payloads; an ArrayBuffer moved
// (detached here); receiveMessageOnPort of what a worker posted; 'close' on
// both sides when one closes and when the worker ends; unref. Only this
// thread prints, each step waiting for the one before, so the order is fixed.
const { Worker, MessageChannel, MessagePort, receiveMessageOnPort } = require('worker_threads');
const a = new MessageChannel();
const b = new MessageChannel();
const c = new MessageChannel();
const w = new Worker(__dirname + '/worker_ports_task.js', {
  workerData: { port: a.port2, label: 'a' },
  transferList: [a.port2],
});
console.log('after transfer', a.port2 instanceof MessagePort, a.port2.hasRef());
a.port2.postMessage('lost'); // a transferred port is detached: nothing happens
try { w.postMessage(1, [a.port2]); } catch (e) { console.log(e.name, e.message); }
try { w.postMessage({ p: b.port1 }); } catch (e) { console.log(e.name, e.message); }

const steps = [];
a.port1.on('message', (m) => {
  console.log('a got', m);
  const next = steps.shift();
  if (next) next(m);
});
a.port1.on('close', () => {
  console.log('a close');
  w.postMessage('bye');
});
steps.push(() => {
  a.port1.postMessage({ when: new Date(0), map: new Map([['k', [1, 2]]]), big: 2n ** 70n, bytes: new Uint8Array([1, 2, 3]) });
});
steps.push(() => {
  w.postMessage({ b: b.port1, c: c.port1 }, [b.port1, c.port1]);
  console.log('b.port1 detached', b.port1.hasRef());
});
b.port2.on('message', (m) => {
  console.log('b got', m);
  if (m === 'hello on b') b.port2.postMessage({ reply: 'to b', nested: { deep: [new Set(['x'])] } });
});
b.port2.on('close', () => {
  console.log('b close');
  a.port1.postMessage('close a');
});
steps.push(() => {
  // the worker posted r1 and r2 on c before telling a: c.port2 has no listener
  console.log('take', receiveMessageOnPort(c.port2), receiveMessageOnPort(c.port2), receiveMessageOnPort(c.port2));
  const ab = new ArrayBuffer(8);
  new Uint8Array(ab).fill(7);
  a.port1.postMessage({ ab }, [ab]);
  console.log('ab here', ab.byteLength, ab.detached);
});
steps.push(() => a.port1.postMessage('close b'));
// a worker that ends closes the ports it has: c.port2 hears it
const cClosed = new Promise((resolve) => c.port2.on('close', resolve));
const exited = new Promise((resolve) => w.on('exit', resolve));
Promise.all([exited, cClosed]).then(([code]) => {
  console.log('exit', code, 'and c closed');
  const idle = new MessageChannel();
  idle.port1.on('message', () => {});
  idle.port1.unref(); // does not keep the process alive
  console.log(idle.port1.hasRef(), idle.port2.hasRef());
});
// expect: after transfer true false
// expect: DataCloneError MessagePort in transfer list is already detached
// expect: DataCloneError Object that needs transfer was found in message but not listed in transferList
// expect: a got ready
// expect: a got { label: 'a', types: [ true, [ 1, 2 ], 'bigint', 3 ] }
// expect: b.port1 detached false
// expect: b got hello on b
// expect: a got [ 'worker b got', { reply: 'to b', nested: { deep: [Array] } }, true ]
// expect: take { message: 'r1' } { message: { r: 2 } } undefined
// expect: ab here 0 true
// expect: a got [ 'ab there', 8, 7 ]
// expect: b close
// expect: a close
// expect: exit 0 and c closed
// expect: false false
