// child_process.spawn: a ChildProcess is an EventEmitter with 'spawn',
// 'exit' and 'close' (after its pipes have closed), stdout and stderr
// readable streams; exit codes, a program or cwd that is not there, and
// stdio 'ignore'. Each step waits for the last one's 'close', so the
// output's order does not depend on timing.
const cp = require('child_process');
const EventEmitter = require('events');

function run(label, file, args, options) {
  return new Promise((resolve) => {
    const c = cp.spawn(file, args, options);
    const seen = [];
    let out = '', err = '';
    c.on('spawn', () => seen.push('spawn'));
    c.on('error', (e) => seen.push(`error ${e.message} ${e.code} ${e.errno} ${e.syscall} ${e.path} ${JSON.stringify(e.spawnargs)}`));
    c.on('exit', (code, sig) => seen.push(`exit ${code} ${sig}`));
    if (c.stdout) c.stdout.on('data', (d) => { out += d; });
    if (c.stderr) c.stderr.on('data', (d) => { err += d; });
    c.on('close', (code, sig) => {
      seen.push(`close ${code} ${sig}`);
      console.log(label, seen.join(', '), JSON.stringify(out), JSON.stringify(err), c.exitCode, c.signalCode, c.killed);
      resolve();
    });
  });
}

(async () => {
  const c0 = cp.spawn('true');
  console.log(c0 instanceof EventEmitter, c0 instanceof cp.ChildProcess, typeof c0.pid, c0.spawnfile,
    JSON.stringify(c0.spawnargs), c0.exitCode, c0.signalCode, c0.killed, c0.connected,
    c0.stdio.length, c0.stdio[0] === c0.stdin, c0.stdio[1] === c0.stdout, c0.stdio[2] === c0.stderr);
  console.log(Object.keys(c0).filter((k) => !k.startsWith('_')).join());
  await new Promise((r) => c0.on('close', r));

  await run('codes', 'sh', ['-c', 'echo out; echo err >&2; exit 3']);
  await run('ok', 'echo', ['a', 'b c']);
  await run('missing', 'nonexistent-cmd-x', ['a', 'b']);
  await run('cwd', 'pwd', [], { cwd: '/' });
  await run('bad cwd', 'pwd', [], { cwd: '/nonexistent-dir-x' });
  await run('ignore', 'sh', ['-c', 'echo gone; echo kept >&2'], { stdio: ['pipe', 'ignore', 'pipe'] });

  // output nobody reads is drained once the child exits, so 'close' comes
  const c1 = cp.spawn('sh', ['-c', 'echo unread; echo unread >&2']);
  c1.on('close', (code) => console.log('unread close', code));
})();
// expect: true true number true ["true"] null null false false 3 true true true
// expect: connected,signalCode,exitCode,killed,spawnfile,spawnargs,pid,stdin,stdout,stderr,stdio
// expect: codes spawn, exit 3 null, close 3 null "out\n" "err\n" 3 null false
// expect: ok spawn, exit 0 null, close 0 null "a b c\n" "" 0 null false
// expect: missing error spawn nonexistent-cmd-x ENOENT ENOENT -2 spawn nonexistent-cmd-x nonexistent-cmd-x ["a","b"], close -2 null "" "" -2 null false
// expect: cwd spawn, exit 0 null, close 0 null "/\n" "" 0 null false
// expect: bad cwd error spawn pwd ENOENT ENOENT -2 spawn pwd pwd [], close -2 null "" "" -2 null false
// expect: ignore spawn, exit 0 null, close 0 null "" "kept\n" 0 null false
// expect: unread close 0
