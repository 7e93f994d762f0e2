// An error thrown by -e code and by stdin code reaches process's
// 'uncaughtException' listeners as node's does (origin 'uncaughtException'),
// and the program goes on (its timers run; exit status 0); without a
// listener it is reported and the status is 1.
const { spawnSync } = require('child_process');
// the child runs without this run's GC stress: its GC is not what is tested
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
const body = `process.on('uncaughtException', (e, origin) => console.log('caught', e.message, origin));
setTimeout(() => console.log('timer still runs'), 5);
process.on('exit', (c) => console.log('exit', c));
throw new Error('boom');`;
for (const [args, input] of [[['-e', body], ''], [[], body], [['-'], body]]) {
  const r = spawnSync(process.execPath, args, { env, input, encoding: 'utf8' });
  console.log(JSON.stringify(args[0] ?? 'stdin'), r.status, JSON.stringify(r.stdout), JSON.stringify(r.stderr));
}
const r = spawnSync(process.execPath, ['-e', 'throw new Error("nobody listens")'], { env, encoding: 'utf8' });
console.log(r.status, r.stdout === '', /Error: nobody listens/.test(r.stderr));
// expect: "-e" 0 "caught boom uncaughtException\ntimer still runs\nexit 0\n" ""
// expect: "stdin" 0 "caught boom uncaughtException\ntimer still runs\nexit 0\n" ""
// expect: "-" 0 "caught boom uncaughtException\ntimer still runs\nexit 0\n" ""
// expect: 1 true true
