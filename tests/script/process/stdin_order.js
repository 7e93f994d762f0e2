// process.stdin over a pipe is read in the poll phase, as node's: data
// that is there already comes after the due timers and before the
// immediates; 'end' follows the data. (Run in a child, its stdin a pipe
// that holds the whole input before the child starts reading.)
const { spawnSync } = require('child_process');
// the child runs without this run's GC stress: its GC is not what is tested
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
const child = `setTimeout(() => {
  const order = [];
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d) => order.push('data ' + JSON.stringify(d)));
  process.stdin.on('end', () => { order.push('end'); console.log(order.join(', ')); });
  setImmediate(() => order.push('immediate'));
  process.nextTick(() => order.push('tick'));
}, 100);`;
const r = spawnSync(process.execPath, ['-e', child], { env, input: 'some input\n', encoding: 'utf8' });
console.log(r.status, r.stdout.trim(), JSON.stringify(r.stderr));
// expect: 0 tick, data "some input\n", immediate, end ""
