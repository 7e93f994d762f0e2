// tarn-only: node has child_process.spawn, exec, execFile and fork; tarn has
// only the synchronous calls, and each asynchronous one says so by name.
const cp = require('child_process');
for (const name of ['spawn', 'exec', 'execFile', 'fork']) {
  try {
    cp[name]('echo');
  } catch (e) {
    console.log(e.message);
  }
}
// expect: tarn's child_process has only the synchronous calls (spawnSync, execSync, execFileSync), not spawn
// expect: tarn's child_process has only the synchronous calls (spawnSync, execSync, execFileSync), not exec
// expect: tarn's child_process has only the synchronous calls (spawnSync, execSync, execFileSync), not execFile
// expect: tarn's child_process has only the synchronous calls (spawnSync, execSync, execFileSync), not fork
