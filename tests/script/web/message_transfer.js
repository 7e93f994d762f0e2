// Transfer lists within one thread: structuredClone's transfer moves a
// MessagePort (the clone talks to the peer, the original is detached) and an
// ArrayBuffer (copied, the original detached); postMessage's transfer
// argument (an iterable or { transfer }) and node's DataCloneErrors; a port
// carried through another port; a port posted to itself loses its channel.
const show = (f) => { try { console.log(f()); } catch (e) { console.log(e.name, e.message, e.code); } };
const { port1, port2 } = new MessageChannel();
show(() => structuredClone(port1));
show(() => structuredClone({ p: port1 }));
const c = structuredClone({ p: port1 }, { transfer: [port1] });
console.log(c.p instanceof MessagePort, c.p === port1, port1.hasRef());
c.p.onmessage = (e) => { console.log('clone got', e.data); c.p.close(); };
port2.postMessage('via clone');
port1.postMessage('from the detached original'); // nothing happens
const ab = new ArrayBuffer(8);
new Uint8Array(ab)[0] = 9;
const d = structuredClone({ ab }, { transfer: [ab] });
console.log(ab.byteLength, ab.detached, d.ab.byteLength, new Uint8Array(d.ab)[0]);
show(() => structuredClone(1, { transfer: [ab] }));
show(() => structuredClone(1, { transfer: [port1] }));
const x = new MessageChannel();
show(() => x.port1.postMessage(x.port1, [x.port1]));
show(() => x.port1.postMessage(1, [new SharedArrayBuffer(1)]));
show(() => x.port1.postMessage(1, [{}]));
const twice = new ArrayBuffer(1);
show(() => x.port1.postMessage(1, [twice, twice]));
show(() => x.port1.postMessage(1, 5));
show(() => x.port1.postMessage(1, 'abc'));
show(() => x.port1.postMessage(1, { transfer: null }));
show(() => x.port1.postMessage(1, { transfer: 5 }));
show(() => x.port1.postMessage(1, { other: 1 }));
x.port1.close();
const carrier = new MessageChannel();
const y = new MessageChannel();
y.port1.postMessage('queued before the transfer');
carrier.port1.postMessage({ y: y.port2 }, { transfer: new Set([y.port2]) });
carrier.port2.once('message', (m) => {
  console.log(Object.keys(m), m.y.constructor.name, m.y === y.port2);
  let n = 0;
  m.y.on('message', (v) => {
    console.log('y got', v);
    if (++n === 2) m.y.close();
  });
  m.y.on('close', () => {
    console.log('y closed');
    const z = new MessageChannel();
    z.port1.on('close', () => console.log('z.port1 closed'));
    z.port1.on('message', () => {});
    z.port1.postMessage({ p: z.port2 }, [z.port2]); // z.port2 would be its own only way in
  });
  y.port1.postMessage('after the transfer');
  carrier.port1.close();
});
// expect: DataCloneError Object that needs transfer was found in message but not listed in transferList 25
// expect: DataCloneError Object that needs transfer was found in message but not listed in transferList 25
// expect: true false false
// expect: 0 true 8 9
// expect: DataCloneError Cannot transfer object of unsupported type. 25
// expect: DataCloneError MessagePort in transfer list is already detached 25
// expect: DataCloneError Transfer list contains source port 25
// expect: DataCloneError Found invalid value in transferList. 25
// expect: DataCloneError Found invalid value in transferList. 25
// expect: DataCloneError Transfer list contains duplicate ArrayBuffer 25
// expect: TypeError Optional transferList argument must be an iterable ERR_INVALID_ARG_TYPE
// expect: TypeError Optional transferList argument must be an iterable ERR_INVALID_ARG_TYPE
// expect: TypeError Optional options.transfer argument must be an iterable ERR_INVALID_ARG_TYPE
// expect: TypeError Optional options.transfer argument must be an iterable ERR_INVALID_ARG_TYPE
// expect: true
// expect: clone got via clone
// expect: [ 'y' ] MessagePort false
// expect: y got queued before the transfer
// expect: y got after the transfer
// expect: y closed
// expect: z.port1 closed
