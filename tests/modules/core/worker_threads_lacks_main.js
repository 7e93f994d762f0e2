// tarn-only: node:worker_threads' MessageChannel, BroadcastChannel and the
// eval option are node's; tarn's workers lack them and each says so by name.
const wt = require('worker_threads');
for (const f of [() => new wt.MessageChannel(), () => new wt.BroadcastChannel('x'), () => wt.receiveMessageOnPort(),
  () => new wt.Worker('1', { eval: true })]) {
  try { f(); } catch (e) { console.log(e.message); }
}
// expect: tarn's worker_threads does not have MessageChannel
// expect: tarn's worker_threads does not have BroadcastChannel
// expect: tarn's worker_threads does not have receiveMessageOnPort
// expect: tarn's worker_threads does not have the 'eval' option of Worker (it runs a file)
