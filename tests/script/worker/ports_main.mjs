// Ports and BroadcastChannels between threads under load (make tsan runs
// this): two workers each get one end of a MessageChannel the main thread
// made and pass 200 numbered messages to each other directly, then report
// on a BroadcastChannel; the main thread checks the order and the sums.
// A worker's 'exit' and its BroadcastChannel messages travel apart (in node
// too), so the exit line waits for both reports.
import { Worker, MessageChannel, BroadcastChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const bc = new BroadcastChannel('ports_main');
const reports = [];
bc.onmessage = ({ data }) => {
  reports.push(data);
  if (reports.length < 2) return;
  reports.sort((a, b) => a.role.localeCompare(b.role));
  for (const r of reports) console.log(r);
  bc.close();
  finish();
};
let exits = 0, exitCode;
function finish() {
  if (exits === 2 && reports.length === 2) console.log('both exited', exitCode);
}
for (const [role, port] of [['ping', port1], ['pong', port2]]) {
  const w = new Worker(new URL('./ports_worker.mjs', import.meta.url), { workerData: { role, port }, transferList: [port] });
  w.on('exit', (code) => { exits++; exitCode = code; finish(); });
}
// expect: { role: 'ping', received: 200, inOrder: true, sum: 20100 }
// expect: { role: 'pong', received: 200, inOrder: true, sum: 20100 }
// expect: both exited 0
