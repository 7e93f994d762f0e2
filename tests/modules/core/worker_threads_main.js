// node:worker_threads: a CommonJS worker file, workerData, messages both ways, exit.
const { Worker, isMainThread, threadId, parentPort, workerData } = require('worker_threads');
console.log(isMainThread, threadId, parentPort, workerData);
const w = new Worker(__dirname + '/worker_threads_task.js', { workerData: { n: 21 } });
w.on('online', () => console.log('online'));
w.on('message', (m) => {
  console.log('message', m);
  if (m.ready) w.postMessage({ cmd: 'double' });
});
w.on('error', (e) => console.log('error', e.message));
w.on('exit', (code) => {
  console.log('exit', code);
  const missing = new Worker(__dirname + '/no_such_file.js');
  missing.on('error', (e) => console.log('missing:', e.code, e.message.replace(__dirname, '<dir>')));
  missing.on('exit', (c) => console.log('missing exit', c));
});
for (const f of ['task.js', 5]) {
  try { new Worker(f); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: true 0 null null
// expect: TypeError ERR_WORKER_PATH The worker script or module filename must be an absolute path or a relative path starting with './' or '../'. Received "task.js"
// expect: TypeError ERR_INVALID_ARG_TYPE The "filename" argument must be of type string or an instance of URL. Received type number (5)
// expect: online
// expect: message {
// expect:   ready: true,
// expect:   isMainThread: false,
// expect:   threadId: 'number',
// expect:   workerData: { n: 21 }
// expect: }
// expect: message { result: 42, got: { cmd: 'double' } }
// expect: exit 0
// expect: missing: MODULE_NOT_FOUND Cannot find module '<dir>/no_such_file.js'
// expect: missing exit 1
