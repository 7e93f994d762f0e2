// node:child_process: spawnSync's result fields with stdio, input, encoding,
// cwd, env, shell, timeout and maxBuffer, and a program that is not there.
const cp = require('child_process');
const show = (r) => {
  const { pid, error, ...rest } = r;
  console.log(typeof pid, pid > 0, error ? [error.message, error.code, error.errno, error.syscall, error.path, error.spawnargs] : error, rest);
};
function t(f) {
  try {
    console.log(JSON.stringify(f()));
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message), Object.keys(e).filter((k) => k !== 'pid'), e.status, e.signal,
      JSON.stringify(e.stderr), JSON.stringify(e.stdout));
  }
}
show(cp.spawnSync('echo', ['hi'], { encoding: 'utf8' }));
show(cp.spawnSync('sh', ['-c', 'echo out; echo err >&2; exit 3'], { encoding: 'utf8' }));
show(cp.spawnSync('cat', { input: 'abc', encoding: 'utf8' }));
show(cp.spawnSync('cat', { input: new Uint8Array([104, 105]), encoding: 'latin1' }));
show(cp.spawnSync('nonexistent-cmd-x', ['a'], { encoding: 'utf8' }));
show(cp.spawnSync('sh', ['-c', 'kill -9 $$'], { encoding: 'utf8' }));
show(cp.spawnSync('pwd', { cwd: '/', encoding: 'utf8' }));
show(cp.spawnSync('pwd', { cwd: '/nonexistent', encoding: 'utf8' }));
show(cp.spawnSync('sh', ['-c', 'sleep 2'], { timeout: 50, encoding: 'utf8' }));
show(cp.spawnSync('echo $0 "$X"', { shell: true, env: { X: 'y' }, encoding: 'utf8' }));
show(cp.spawnSync('sh', ['-c', 'echo z; echo w >&2'], { stdio: ['pipe', 'ignore', 'pipe'], encoding: 'utf8' }));
show(cp.spawnSync('sh', ['-c', 'printf 0123456789; sleep 5'], { maxBuffer: 4, encoding: 'utf8' }));

console.log('before');
console.log(cp.spawnSync('echo', ['inherited'], { stdio: 'inherit' }).stdout, cp.execSync('echo x', { stdio: 'inherit' }));
console.log('after');
// expect: number true undefined {
// expect:   status: 0,
// expect:   signal: null,
// expect:   output: [ null, 'hi\n', '' ],
// expect:   stdout: 'hi\n',
// expect:   stderr: ''
// expect: }
// expect: number true undefined {
// expect:   status: 3,
// expect:   signal: null,
// expect:   output: [ null, 'out\n', 'err\n' ],
// expect:   stdout: 'out\n',
// expect:   stderr: 'err\n'
// expect: }
// expect: number true undefined {
// expect:   status: 0,
// expect:   signal: null,
// expect:   output: [ null, 'abc', '' ],
// expect:   stdout: 'abc',
// expect:   stderr: ''
// expect: }
// expect: number true undefined {
// expect:   status: 0,
// expect:   signal: null,
// expect:   output: [ null, 'hi', '' ],
// expect:   stdout: 'hi',
// expect:   stderr: ''
// expect: }
// expect: number false [
// expect:   'spawnSync nonexistent-cmd-x ENOENT',
// expect:   'ENOENT',
// expect:   -2,
// expect:   'spawnSync nonexistent-cmd-x',
// expect:   'nonexistent-cmd-x',
// expect:   [ 'a' ]
// expect: ] {
// expect:   status: null,
// expect:   signal: null,
// expect:   output: null,
// expect:   stdout: undefined,
// expect:   stderr: undefined
// expect: }
// expect: number true undefined {
// expect:   status: null,
// expect:   signal: 'SIGKILL',
// expect:   output: [ null, '', '' ],
// expect:   stdout: '',
// expect:   stderr: ''
// expect: }
// expect: number true undefined {
// expect:   status: 0,
// expect:   signal: null,
// expect:   output: [ null, '/\n', '' ],
// expect:   stdout: '/\n',
// expect:   stderr: ''
// expect: }
// expect: number false [ 'spawnSync pwd ENOENT', 'ENOENT', -2, 'spawnSync pwd', 'pwd', [] ] {
// expect:   status: null,
// expect:   signal: null,
// expect:   output: null,
// expect:   stdout: undefined,
// expect:   stderr: undefined
// expect: }
// expect: number true [
// expect:   'spawnSync sh ETIMEDOUT',
// expect:   'ETIMEDOUT',
// expect:   -110,
// expect:   'spawnSync sh',
// expect:   'sh',
// expect:   [ '-c', 'sleep 2' ]
// expect: ] {
// expect:   status: null,
// expect:   signal: 'SIGTERM',
// expect:   output: [ null, '', '' ],
// expect:   stdout: '',
// expect:   stderr: ''
// expect: }
// expect: number true undefined {
// expect:   status: 0,
// expect:   signal: null,
// expect:   output: [ null, '/bin/sh y\n', '' ],
// expect:   stdout: '/bin/sh y\n',
// expect:   stderr: ''
// expect: }
// expect: number true undefined {
// expect:   status: 0,
// expect:   signal: null,
// expect:   output: [ null, null, 'w\n' ],
// expect:   stdout: null,
// expect:   stderr: 'w\n'
// expect: }
// expect: number true [
// expect:   'spawnSync sh ENOBUFS',
// expect:   'ENOBUFS',
// expect:   -105,
// expect:   'spawnSync sh',
// expect:   'sh',
// expect:   [ '-c', 'printf 0123456789; sleep 5' ]
// expect: ] {
// expect:   status: null,
// expect:   signal: 'SIGTERM',
// expect:   output: [ null, '0123456789', '' ],
// expect:   stdout: '0123456789',
// expect:   stderr: ''
// expect: }
// expect: before
// expect: inherited
// expect: x
// expect: null null
// expect: after
