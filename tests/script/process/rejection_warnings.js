// --unhandled-rejections=warn: node's UnhandledPromiseRejectionWarning
// (the error's stack, then the explanation with the rejection id) and,
// when a handler comes later, PromiseRejectionHandledWarning, all through
// process.emitWarning: 'warning' events, and node's text on stderr (pid
// and program name normalised).
const { spawnSync } = require('child_process');
// the child runs without this run's GC stress: its GC is not what is tested
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
const child = `process.on('warning', (w) => console.log('warning', w.name, JSON.stringify(w.message.split('\\n')[0])));
const p = Promise.reject(new Error('x'));
setTimeout(() => p.catch(() => console.log('handled late')), 10);`;
const r = spawnSync(process.execPath, ['--unhandled-rejections=warn', '-e', child], { env, encoding: 'utf8' });
console.log(r.status);
console.log(r.stdout.trim());
const err = r.stderr.replace(/\(node:\d+\)/g, '(node:PID)').replace(/\(Use `[^ ]+ /g, '(Use `PROG ');
console.log(err.split('\n').filter((l) => !/^\s+at /.test(l)).join('\n').trim());
// expect: 0
// expect: warning UnhandledPromiseRejectionWarning "Error: x"
// expect: warning UnhandledPromiseRejectionWarning "Unhandled promise rejection. This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). To terminate the node process on unhandled promise rejection, use the CLI flag `--unhandled-rejections=strict` (see https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). (rejection id: 1)"
// expect: handled late
// expect: warning PromiseRejectionHandledWarning "Promise rejection was handled asynchronously (rejection id: 1)"
// expect: (node:PID) UnhandledPromiseRejectionWarning: Error: x
// expect: (Use `PROG --trace-warnings ...` to show where the warning was created)
// expect: (node:PID) UnhandledPromiseRejectionWarning: Unhandled promise rejection. This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). To terminate the node process on unhandled promise rejection, use the CLI flag `--unhandled-rejections=strict` (see https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). (rejection id: 1)
// expect: (node:PID) PromiseRejectionHandledWarning: Promise rejection was handled asynchronously (rejection id: 1)
