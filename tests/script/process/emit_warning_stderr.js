// What node's own 'warning' listener prints on stderr: "(node:PID) [CODE]
// Name: message", the detail, and once the hint naming the program and
// --trace-warnings (or --trace-deprecation); --no-warnings, --no-deprecation
// and --trace-warnings as node's. The pid and the program's name are
// normalised (they differ from run to run and from node to tarn).
const { spawnSync } = require('child_process');
// the child runs without this run's GC stress: its GC is not what is tested
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
function run(flags, code) {
  const r = spawnSync(process.execPath, [...flags, '-e', code], { env, encoding: 'utf8' });
  const err = r.stderr.replace(/\(node:\d+\)/g, '(node:PID)').replace(/\(Use `[^ ]+ /g, '(Use `PROG ');
  console.log(JSON.stringify(flags), r.status, JSON.stringify(r.stdout));
  // node's own frames (its -e wrapper) are left out
  const lines = err.replace(/\n$/, '').split('\n').filter((l) => !/node:internal|wrapper/.test(l));
  console.log(lines.map((l) => '  ' + l).join('\n'));
}
const body = `
  process.emitWarning('one');
  process.emitWarning('two', { type: 'T', code: 'C2', detail: 'more' });
  process.emitWarning('old', 'DeprecationWarning', 'DEP9');
  console.log('out');`;
run([], body);
run(['--no-warnings'], body + `; console.log(process.noProcessWarnings, process.listenerCount('warning'))`);
run(['--no-deprecation'], body);
run(['--trace-warnings'], `function g() { process.emitWarning('traced'); } g();`);
run([], `process.on('warning', (w) => console.log('saw', w.message)); process.emitWarning('dep', 'DeprecationWarning');`);
run([], `const util = require('util'); const f = util.deprecate(() => 1, 'f is deprecated', 'DEP7'); f(); f();`);
// expect: [] 0 "out\n"
// expect:   (node:PID) Warning: one
// expect:   (Use `PROG --trace-warnings ...` to show where the warning was created)
// expect:   (node:PID) [C2] T: two
// expect:   more
// expect:   (node:PID) [DEP9] DeprecationWarning: old
// expect: ["--no-warnings"] 0 "out\ntrue 0\n"
// expect:   
// expect: ["--no-deprecation"] 0 "out\n"
// expect:   (node:PID) Warning: one
// expect:   (Use `PROG --trace-warnings ...` to show where the warning was created)
// expect:   (node:PID) [C2] T: two
// expect:   more
// expect: ["--trace-warnings"] 0 ""
// expect:   (node:PID) Warning: traced
// expect:       at g ([eval]:1:24)
// expect:       at [eval]:1:49
// expect: [] 0 "saw dep\n"
// expect:   (node:PID) DeprecationWarning: dep
// expect:   (Use `PROG --trace-deprecation ...` to show where the warning was created)
// expect: [] 0 ""
// expect:   (node:PID) [DEP7] DeprecationWarning: f is deprecated
// expect:   (Use `PROG --trace-deprecation ...` to show where the warning was created)
