// tarn-only: node:worker_threads has moveMessagePortToContext; tarn's lacks
// it and says so by name.
const wt = require('worker_threads');
try { wt.moveMessagePortToContext(); } catch (e) { console.log(e.message); }
// expect: tarn's worker_threads does not have moveMessagePortToContext
