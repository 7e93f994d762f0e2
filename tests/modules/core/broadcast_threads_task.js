// broadcast_threads_main.js's worker: worker 1 answers the main thread's
// ping on the channel (worker 2 hears that answer and reports it), then each
// says it is done and closes its channel.
const { BroadcastChannel, workerData: id } = require('worker_threads');
const bc = new BroadcastChannel('news');
bc.onmessage = (e) => {
  const m = e.data;
  if (m.q === 'ping' && id === 1) {
    bc.postMessage({ from: 1, types: [m.when instanceof Date, m.tags.has('a'), typeof m.big] });
  } else if (m.from === 1 && id === 2) {
    bc.postMessage({ from: 2, heard: m.types });
  } else if (m.from === 2 && id === 1) {
    bc.postMessage({ done: true, id: 1 });
    bc.close();
  } else if (m.done && id === 2) {
    bc.postMessage({ done: true, id: 2 });
    bc.close();
  }
};
bc.postMessage({ ready: true });
