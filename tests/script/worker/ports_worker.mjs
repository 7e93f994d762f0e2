// ports_main.mjs's worker: sends 1..200 on its port, checks what the other
// worker sends, reports on the BroadcastChannel and closes.
import { workerData } from 'node:worker_threads';
const { role, port } = workerData;
const bc = new BroadcastChannel('ports_main');
let received = 0, sum = 0, inOrder = true;
port.on('message', (m) => {
  received++;
  sum += m.n;
  if (m.n !== received || m.from === role) inOrder = false;
  if (received === 200) {
    bc.postMessage({ role, received, inOrder, sum });
    bc.close();
    port.close();
  }
});
for (let n = 1; n <= 200; n++) port.postMessage({ n, from: role, pad: [n, String(n)] });
