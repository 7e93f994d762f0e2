// worker_ports_main.js's worker: answers on the ports it is given.
const { parentPort, workerData } = require('worker_threads');
const { port, label } = workerData;
let b, c;
port.on('message', (m) => {
  if (m.when) port.postMessage({ label, types: [m.when instanceof Date, m.map.get('k'), typeof m.big, m.bytes.length] });
  else if (m.ab) port.postMessage(['ab there', m.ab.byteLength, new Uint8Array(m.ab)[7]]);
  else if (m === 'close b') b.close();
  else if (m === 'close a') port.close();
});
parentPort.on('message', (m) => {
  if (m === 'bye') return parentPort.close();
  ({ b, c } = m);
  b.on('message', (x) => {
    port.postMessage(['worker b got', x, x.nested.deep[0] instanceof Set]);
  });
  b.postMessage('hello on b');
  c.postMessage('r1');
  c.postMessage({ r: 2 });
});
port.postMessage('ready');
