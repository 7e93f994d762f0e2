// Writes after process.stdout.end() over a pipe, as node's: the first write
// fails with ERR_STREAM_WRITE_AFTER_END (console ignores it unless the
// script listens for 'error') and resets the stream, whose pipe is shut, so
// later writes fail with EPIPE, which console does not swallow. stdout,
// the exit status and stderr's error line through spawnSync.
const { spawnSync } = require('child_process');
// the child runs without this run's GC stress: its GC is not what is tested
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
function run(code) {
  const r = spawnSync(process.execPath, ['-e', code], { env, encoding: 'utf8' });
  const err = r.stderr.split('\n').filter((l) => /^(Error|ERR|cb|sync|t$|ok)/.test(l));
  console.log(r.status, JSON.stringify(r.stdout), JSON.stringify(err));
}
run(`process.stdout.end('x\\n'); console.log('after'); process.stderr.write('ok\\n')`);
run(`process.stdout.end('x\\n'); process.stdout.write('w\\n')`);
run(`process.stdout.end('x\\n'); console.log('a'); console.log('b')`);
run(`process.stdout.end(); console.log('a'); process.stdout.write('w\\n')`);
run(`process.stdout.on('error', e => process.stderr.write('ERR ' + e.code + '\\n'));
  process.stdout.end('x\\n');
  process.stdout.write('w\\n', e => process.stderr.write('cb ' + e.code + '\\n'));
  process.stdout.write('w2\\n', e => process.stderr.write('cb ' + e.code + '\\n'));
  process.stderr.write('sync\\n')`);
run(`process.stdout.on('error', e => process.stderr.write('ERR ' + e.code + '\\n'));
  process.stdout.end('x\\n'); console.log('after'); process.stderr.write('sync\\n');
  setTimeout(() => { console.log('later'); process.stderr.write('t\\n'); }, 5)`);
run(`process.stdout.on('close', () => process.stderr.write('close\\n'));
  process.stdout.end('x\\n');
  process.stderr.write('ok ' + process.stdout.writableEnded + ' ' + process.stdout.writable + '\\n');
  console.log('a');
  process.stderr.write('ok ' + process.stdout.writableEnded + ' ' + process.stdout.writable + '\\n')`);
// expect: 0 "x\n" ["ok"]
// expect: 1 "x\n" ["Error [ERR_STREAM_WRITE_AFTER_END]: write after end"]
// expect: 1 "x\n" ["Error: write EPIPE"]
// expect: 1 "" ["Error: write EPIPE"]
// expect: 0 "x\n" ["sync","cb ERR_STREAM_WRITE_AFTER_END","ERR ERR_STREAM_WRITE_AFTER_END","cb EPIPE","ERR EPIPE"]
// expect: 0 "x\n" ["sync","ERR ERR_STREAM_WRITE_AFTER_END","t","ERR EPIPE"]
// expect: 0 "x\n" ["ok true false","ok false true"]
