// child_process.execFile: the callback's (error, stdout, stderr), a failed
// program, one that is not there; util.promisify of exec and execFile
// ({ stdout, stderr }, the child on the promise, the error's output); and
// node's argument errors. Each step waits for the last one.
const cp = require('child_process');
const util = require('util');

// the error's kind, message, code and cmd, then stdout and stderr
const show = (label) => (err, ...out) =>
  console.log(label, err && `${err.name}: ${JSON.stringify(err.message)} ${err.code} ${err.cmd}`, JSON.stringify(out));
const step = (f) => new Promise((resolve) => f((...a) => resolve(a)));

(async () => {
  await step((done) => cp.execFile('echo', ['x', 'y'], (...a) => { show('execFile')(...a); done(); }));
  await step((done) => cp.execFile('sh', ['-c', 'exit 2'], (...a) => { show('execFile fail')(...a); done(); }));
  await step((done) => cp.execFile('nonexistent-cmd-x', ['a'], (err, stdout, stderr) => {
    console.log('missing', err.message, err.code, err.errno, err.syscall, err.path, JSON.stringify(err.spawnargs), err.cmd,
      JSON.stringify(stdout), JSON.stringify(stderr));
    done();
  }));
  await step((done) => cp.execFile('pwd', { cwd: '/' }, (...a) => { show('execFile options')(...a); done(); }));

  const exec = util.promisify(cp.exec);
  const p = exec('echo promised');
  console.log(p.child instanceof cp.ChildProcess);
  console.log(await p);
  try {
    await exec('echo partial; exit 1');
  } catch (e) {
    console.log(e.message, e.code, JSON.stringify(e.stdout), JSON.stringify(e.stderr));
  }
  console.log(await util.promisify(cp.execFile)('echo', ['file']));

  for (const f of [() => cp.exec(1), () => cp.exec('x\u0000y'), () => cp.execFile('echo', [], 'bad'),
    () => cp.execFile('echo', [], {}, 'cb'), () => cp.exec('echo', { maxBuffer: -1 }),
    () => cp.exec('echo', { timeout: 1.5 }), () => cp.exec('echo', { killSignal: 'SIGNOPE' })]) {
    try {
      f();
    } catch (e) {
      console.log(e.name, e.code, e.message);
    }
  }
})();
// expect: execFile null ["x y\n",""]
// expect: execFile fail Error: "Command failed: sh -c exit 2\n" 2 sh -c exit 2 ["",""]
// expect: missing spawn nonexistent-cmd-x ENOENT ENOENT -2 spawn nonexistent-cmd-x nonexistent-cmd-x ["a"] nonexistent-cmd-x a "" ""
// expect: execFile options null ["/\n",""]
// expect: true
// expect: { stdout: 'promised\n', stderr: '' }
// expect: Command failed: echo partial; exit 1
// expect:  1 "partial\n" ""
// expect: { stdout: 'file\n', stderr: '' }
// expect: TypeError ERR_INVALID_ARG_TYPE The "command" argument must be of type string. Received type number (1)
// expect: TypeError ERR_INVALID_ARG_VALUE The argument 'command' must be a string without null bytes. Received 'x\x00y'
// expect: TypeError ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received type string ('bad')
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received type string ('cb')
// expect: RangeError ERR_OUT_OF_RANGE The value of "options.maxBuffer" is out of range. It must be >= 0. Received -1
// expect: RangeError ERR_OUT_OF_RANGE The value of "timeout" is out of range. It must be an integer. Received 1.5
// expect: TypeError ERR_UNKNOWN_SIGNAL Unknown signal: SIGNOPE
