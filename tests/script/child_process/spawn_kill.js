// child_process.spawn: a child ended by a signal, kill() with and without
// a signal, the timeout and killSignal options, an AbortSignal, kill
// after exit. Each step waits for the last one's 'close'.
const cp = require('child_process');

function run(label, file, args, options, onSpawn) {
  return new Promise((resolve) => {
    const c = cp.spawn(file, args, options);
    const seen = [];
    c.on('error', (e) => seen.push(`error ${e.name} ${e.code} ${e.message}`));
    c.on('exit', (code, sig) => seen.push(`exit ${code} ${sig}`));
    c.on('spawn', () => {
      if (onSpawn) seen.push(`kill -> ${onSpawn(c)} ${c.killed}`);
    });
    c.on('close', (code, sig) => {
      console.log(label, seen.join(', '), code, sig, c.exitCode, c.signalCode, c.killed);
      resolve(c);
    });
  });
}

(async () => {
  await run('signal', 'sh', ['-c', 'kill -TERM $$']);
  await run('kill', 'sleep', ['10'], {}, (c) => c.kill());
  await run('kill 9', 'sleep', ['10'], {}, (c) => c.kill('SIGKILL'));
  await run('kill number', 'sleep', ['10'], {}, (c) => c.kill(2));
  await run('kill 0', 'sleep', ['0.05'], {}, (c) => c.kill(0));
  await run('timeout', 'sleep', ['10'], { timeout: 20 });
  await run('timeout signal', 'sleep', ['10'], { timeout: 20, killSignal: 'SIGINT' });
  const ac = new AbortController();
  await run('abort', 'sleep', ['10'], { signal: ac.signal }, () => ac.abort());
  const c = await run('kill after exit', 'true', []);
  console.log(c.kill(), c.killed);
  try {
    c.kill('SIGNOPE');
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
})();
// expect: signal exit null SIGTERM null SIGTERM null SIGTERM false
// expect: kill kill -> true true, exit null SIGTERM null SIGTERM null SIGTERM true
// expect: kill 9 kill -> true true, exit null SIGKILL null SIGKILL null SIGKILL true
// expect: kill number kill -> true true, exit null SIGINT null SIGINT null SIGINT true
// expect: kill 0 kill -> true true, exit 0 null 0 null 0 null true
// expect: timeout exit null SIGTERM null SIGTERM null SIGTERM true
// expect: timeout signal exit null SIGINT null SIGINT null SIGINT true
// expect: abort error AbortError ABORT_ERR The operation was aborted, kill -> undefined true, exit null SIGTERM null SIGTERM null SIGTERM true
// expect: kill after exit exit 0 null 0 null 0 null false
// expect: false false
// expect: TypeError ERR_UNKNOWN_SIGNAL Unknown signal: SIGNOPE
