// tarn-only: node's MessagePorts cross threads (a transfer list hands one to
// a worker), and node:worker_threads has moveMessagePortToContext and the eval
// option; tarn's lack them and each says so by name.
const wt = require('worker_threads');
const { port1, port2 } = new wt.MessageChannel();
for (const f of [() => port1.postMessage(1, [port2]), () => wt.moveMessagePortToContext(),
  () => new wt.Worker('1', { eval: true })]) {
  try { f(); } catch (e) { console.log(e.message); }
}
// expect: tarn's MessagePort does not have transfer lists (its ports and buffers stay in one thread)
// expect: tarn's worker_threads does not have moveMessagePortToContext
// expect: tarn's worker_threads does not have the 'eval' option of Worker (it runs a file)
