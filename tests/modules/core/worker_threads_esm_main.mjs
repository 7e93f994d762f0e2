// node:worker_threads from an ES module: an .mjs worker started from a file: URL, the default export, MessageChannel present by name.
import { Worker, MessageChannel, isMainThread } from 'node:worker_threads';
import wt from 'worker_threads';
console.log(isMainThread, typeof MessageChannel, wt.Worker === Worker);
const w = new Worker(new URL('./worker_threads_echo.mjs', import.meta.url), { workerData: 'hi' });
w.on('message', (m) => console.log('message', m));
w.on('exit', (code) => console.log('exit', code));
// expect: true function true
// expect: message hi!
// expect: exit 0
