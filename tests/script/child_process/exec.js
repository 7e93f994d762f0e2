// child_process.exec: the callback's (error, stdout, stderr) with node's
// encodings, the error for a failed command (code, killed, signal, cmd),
// env and cwd, maxBuffer and timeout. Each step waits for the last one.
const cp = require('child_process');

const show = (label) => (err, stdout, stderr) => {
  const e = err && [err.constructor.name, JSON.stringify(err.message), err.code, err.killed, err.signal, err.cmd,
    Object.keys(err).join()];
  console.log(label, e, typeof stdout === 'string' ? JSON.stringify(stdout) : stdout, JSON.stringify(stderr));
};
const step = (f) => new Promise((resolve) => f((...a) => resolve(a)));

(async () => {
  await step((done) => cp.exec('echo hi; echo there >&2', (...a) => { show('exec')(...a); done(); }));
  await step((done) => cp.exec('echo out; echo bad >&2; exit 4', (...a) => { show('fail')(...a); done(); }));
  await step((done) => cp.exec('printf abc', { encoding: 'buffer' }, (...a) => { show('buffer')(...a); done(); }));
  await step((done) => cp.exec('printf "\\303\\251"', { encoding: 'latin1' }, (...a) => { show('latin1')(...a); done(); }));
  await step((done) => cp.exec('echo "$V" from $PWD', { env: { V: 'vee' }, cwd: '/' }, (...a) => { show('env')(...a); done(); }));
  await step((done) => cp.exec('printf 0123456789', { maxBuffer: 4 }, (...a) => { show('maxBuffer')(...a); done(); }));
  await step((done) => cp.exec('sleep 10', { timeout: 20 }, (...a) => { show('timeout')(...a); done(); }));
})();
// expect: exec null "hi\n" "there\n"
// expect: fail [
// expect:   'Error',
// expect:   '"Command failed: echo out; echo bad >&2; exit 4\\nbad\\n"',
// expect:   4,
// expect:   false,
// expect:   null,
// expect:   'echo out; echo bad >&2; exit 4',
// expect:   'code,killed,signal,cmd'
// expect: ] "out\n" "bad\n"
// expect: buffer null <Buffer 61 62 63> {"type":"Buffer","data":[]}
// expect: latin1 null "Ã©" ""
// expect: env null "vee from /\n" ""
// expect: maxBuffer [
// expect:   'RangeError',
// expect:   '"stdout maxBuffer length exceeded"',
// expect:   'ERR_CHILD_PROCESS_STDIO_MAXBUFFER',
// expect:   undefined,
// expect:   undefined,
// expect:   'printf 0123456789',
// expect:   'code,cmd'
// expect: ] "0123" ""
// expect: timeout [
// expect:   'Error',
// expect:   '"Command failed: sleep 10\\n"',
// expect:   null,
// expect:   true,
// expect:   'SIGTERM',
// expect:   'sleep 10',
// expect:   'code,killed,signal,cmd'
// expect: ] "" ""
