// process.kill(pid, signal): node's argument checks (pid an int32 number or
// a string of one; a signal's number or exact name, SIGTERM when none),
// signal 0 as an existence test, node's ErrnoException for a pid that is
// not there, and a signal sent to a child, which ends it.
const cp = require('child_process');
console.log(typeof process.kill, process.kill.length);
for (const a of [[process.pid, 0], [String(process.pid), 0], ['x'], [1.5], [{}], [undefined],
  [process.pid, 'sigterm'], [process.pid, 'NOPE'], [process.pid, 0.5], [2147483646, 0], [2147483646]]) {
  try {
    console.log(process.kill(...a));
  } catch (e) {
    console.log(e.name, e.code, e.message, e.errno, e.syscall, Object.keys(e));
  }
}
const c = cp.spawn('sleep', ['10'], { stdio: 'ignore' });
c.on('spawn', () => console.log('sent', process.kill(c.pid, 'SIGUSR1')));
c.on('exit', (code, sig) => console.log('exit', code, sig, c.killed));
// expect: function 2
// expect: true
// expect: true
// expect: TypeError ERR_INVALID_ARG_TYPE The "pid" argument must be of type number. Received type string ('x') undefined undefined [ 'code' ]
// expect: TypeError ERR_INVALID_ARG_TYPE The "pid" argument must be of type number. Received type number (1.5) undefined undefined [ 'code' ]
// expect: TypeError ERR_INVALID_ARG_TYPE The "pid" argument must be of type number. Received an instance of Object undefined undefined [ 'code' ]
// expect: TypeError ERR_INVALID_ARG_TYPE The "pid" argument must be of type number. Received undefined undefined undefined [ 'code' ]
// expect: TypeError ERR_UNKNOWN_SIGNAL Unknown signal: sigterm undefined undefined [ 'code' ]
// expect: TypeError ERR_UNKNOWN_SIGNAL Unknown signal: NOPE undefined undefined [ 'code' ]
// expect: TypeError ERR_UNKNOWN_SIGNAL Unknown signal: 0.5 undefined undefined [ 'code' ]
// expect: Error ESRCH kill ESRCH -3 kill [ 'errno', 'code', 'syscall' ]
// expect: Error ESRCH kill ESRCH -3 kill [ 'errno', 'code', 'syscall' ]
// expect: sent true
// expect: exit null SIGUSR1 false
