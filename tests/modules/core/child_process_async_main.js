// tarn-only: node's child_process.fork (and its internal _forkChild) needs
// node's IPC channel, which tarn lacks: each says so by name.
const cp = require('child_process');
for (const name of ['fork', '_forkChild']) {
  try {
    cp[name]('x.js');
  } catch (e) {
    console.log(e.message);
  }
}
// expect: tarn's child_process does not have fork: it needs node's IPC channel
// expect: tarn's child_process does not have _forkChild: it needs node's IPC channel
