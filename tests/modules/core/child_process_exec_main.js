// node:child_process: execSync and execFileSync (a non-zero exit throws node's
// error with status and stderr), argument errors.
const cp = require('child_process');
function t(f) {
  try {
    console.log(JSON.stringify(f()));
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message), Object.keys(e).filter((k) => k !== 'pid'), e.status, e.signal,
      JSON.stringify(e.stderr), JSON.stringify(e.stdout));
  }
}
t(() => cp.execSync('echo hi; echo e >&2', { encoding: 'utf8' }));
t(() => cp.execSync('exit 2', { encoding: 'utf8' }));
t(() => cp.execSync('echo o; echo e >&2; exit 2', { encoding: 'utf8', stdio: 'pipe' }));
t(() => cp.execSync('cat', { input: 'in', encoding: 'utf8' }));
t(() => cp.execFileSync('sh', ['-c', 'echo $FOO; pwd'], { encoding: 'utf8', env: { FOO: 'bar' }, cwd: '/tmp' }));
t(() => cp.execFileSync('nonexistent-cmd-x', { encoding: 'utf8' }));
t(() => cp.execFileSync('sh', ['-c', 'exit 5'], { encoding: 'utf8' }));
t(() => cp.spawnSync(5));
t(() => cp.spawnSync(''));
t(() => cp.spawnSync('echo', 5));
t(() => cp.spawnSync('echo', [1], { encoding: 'utf8' }).stdout);
t(() => cp.spawnSync('echo', { killSignal: 'SIGNOPE' }));
t(() => cp.execSync(5));
t(() => [cp.spawnSync('ls', { env: { PATH: '/nonexistent' }, encoding: 'utf8' }).error.code, cp.spawnSync('ls', { env: {}, encoding: 'utf8' }).status]);
// expect: "hi\n"
// expect: Error undefined "Command failed: exit 2" [ 'status', 'signal', 'output', 'stdout', 'stderr' ] 2 null "" ""
// expect: Error undefined "Command failed: echo o; echo e >&2; exit 2\ne\n" [ 'status', 'signal', 'output', 'stdout', 'stderr' ] 2 null "e\n" "o\n"
// expect: "in"
// expect: "bar\n/tmp\n"
// expect: Error ENOENT "spawnSync nonexistent-cmd-x ENOENT" [
// expect:   'errno',     'code',
// expect:   'syscall',   'path',
// expect:   'spawnargs', 'error',
// expect:   'status',    'signal',
// expect:   'output',    'stdout',
// expect:   'stderr'
// expect: ] null null undefined undefined
// expect: Error undefined "Command failed: sh -c exit 5" [ 'status', 'signal', 'output', 'stdout', 'stderr' ] 5 null "" ""
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"file\" argument must be of type string. Received type number (5)" [ 'code' ] undefined undefined undefined undefined
// expect: TypeError ERR_INVALID_ARG_VALUE "The argument 'file' cannot be empty. Received ''" [ 'code' ] undefined undefined undefined undefined
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"args\" argument must be of type object. Received type number (5)" [ 'code' ] undefined undefined undefined undefined
// expect: "1\n"
// expect: TypeError ERR_UNKNOWN_SIGNAL "Unknown signal: SIGNOPE" [ 'code' ] undefined undefined undefined undefined
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"command\" argument must be of type string. Received type number (5)" [ 'code' ] undefined undefined undefined undefined
// expect: ["ENOENT",0]
