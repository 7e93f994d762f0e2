// BroadcastChannel between the main thread and workers: one channel of the
// name per thread, so each message has one listener here and the order is
// fixed; structured-clone payloads; a channel of another name hears
// nothing; closing every channel lets each thread end. A worker's 'exit'
// and its BroadcastChannel messages travel apart (in node too), so the exit
// line waits for both "done" messages.
const { Worker, BroadcastChannel } = require('worker_threads');
const bc = new BroadcastChannel('news');
const quiet = new BroadcastChannel('elsewhere');
quiet.onmessage = (e) => console.log('elsewhere heard', e.data);
const workers = [];
let ready = 0;
bc.onmessage = (e) => {
  const m = e.data;
  console.log('main got', m);
  if (m.ready && ++ready === 2) bc.postMessage({ q: 'ping', when: new Date(0), tags: new Set(['a']), big: 5n });
  if (m.done) {
    workers.push(m.id);
    if (workers.length === 2) {
      bc.close();
      quiet.close();
      try { bc.postMessage('late'); } catch (e) { console.log(e.name, e.message); }
      finish();
    }
  }
};
let exits = 0, exitCode;
function finish() {
  if (exits === 2 && workers.length === 2) console.log('both exited', exitCode);
}
for (const id of [1, 2]) {
  const w = new Worker(__dirname + '/broadcast_threads_task.js', { workerData: id });
  w.on('exit', (code) => { exits++; exitCode = code; finish(); });
}
// expect: main got { ready: true }
// expect: main got { ready: true }
// expect: main got { from: 1, types: [ true, true, 'bigint' ] }
// expect: main got { from: 2, heard: [ true, true, 'bigint' ] }
// expect: main got { done: true, id: 1 }
// expect: main got { done: true, id: 2 }
// expect: InvalidStateError BroadcastChannel is closed.
// expect: both exited 0
