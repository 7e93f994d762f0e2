// An 'uncaughtException' listener that itself throws: node reports the
// listener's error and exits with status 7, without an 'exit' event.
// stdout, the status and stderr's error line through spawnSync.
const { spawnSync } = require('child_process');
// the child runs without this run's GC stress: its GC is not what is tested
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
function run(args) {
  const r = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
  const err = r.stderr.split('\n').filter((l) => /^(\w*Error\b|5$)/.test(l));
  console.log(r.status, JSON.stringify(r.stdout), JSON.stringify(err));
}
run(['-e', `process.on('uncaughtException', (e) => { console.log('got', e.message); throw new Error('inner'); });
  process.on('exit', (c) => console.log('exit', c));
  throw new Error('outer')`]);
run(['-e', `process.on('uncaughtException', () => { throw 5; }); setTimeout(() => { throw new Error('t'); }, 1)`]);
run(['-e', `process.on('uncaughtException', () => { throw new TypeError('x'); }); Promise.reject(1)`]);
// a main file, CommonJS and ES module (its top-level error has origin 'unhandledRejection')
const fs = require('fs'), os = require('os'), path = require('path');
const dir = path.join(os.tmpdir(), 'uncaught-' + process.pid);
fs.mkdirSync(dir);
const body = `process.on('uncaughtException', (e, o) => { console.log(o); throw new RangeError('m'); });`;
fs.writeFileSync(path.join(dir, 'main.js'), body + `throw new Error('top');`);
fs.writeFileSync(path.join(dir, 'main.mjs'), body + `await 0; throw new Error('top');`);
run([path.join(dir, 'main.js')]);
run([path.join(dir, 'main.mjs')]);
fs.rmSync(dir, { recursive: true });
run(['-e', `process.exitCode = 3; process.on('uncaughtException', (e) => console.log('handled', e.message));
  process.on('exit', (c) => console.log('exit', c)); setTimeout(() => { throw new Error('t'); }, 1)`]);
// expect: 7 "got outer\n" ["Error: inner"]
// expect: 7 "" ["5"]
// expect: 7 "" ["TypeError: x"]
// expect: 7 "uncaughtException\n" ["RangeError: m"]
// expect: 7 "unhandledRejection\n" ["RangeError: m"]
// expect: 3 "handled t\nexit 3\n" []
