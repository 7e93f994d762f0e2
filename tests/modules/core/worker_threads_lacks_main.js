// tarn-only: node:worker_threads has moveMessagePortToContext and the eval
// option; tarn's lacks them and each says so by name.
const wt = require('worker_threads');
for (const f of [() => wt.moveMessagePortToContext(), () => new wt.Worker('1', { eval: true })]) {
  try { f(); } catch (e) { console.log(e.message); }
}
// expect: tarn's worker_threads does not have moveMessagePortToContext
// expect: tarn's worker_threads does not have the 'eval' option of Worker (it runs a file)
