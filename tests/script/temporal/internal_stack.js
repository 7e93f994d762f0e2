// tarn-only
// A stack frame inside Temporal's embedded JavaScript names the
// source file the code is in and its line there (node shows <anonymous>):
// the texts joined from several files (prelude.js +
// temporal/*.js) map each line back to its part. Each frame's line of the
// named file must hold the code that was running.
const fs = require('fs');
const path = require('path');
const stdlib = path.join(__dirname, '..', '..', '..', 'stdlib');
function check(f, want) {
  let stack;
  try { f(); } catch (e) { stack = e.stack; }
  const frames = stack.split('\n').filter((l) => l.includes('tarn:internal/'));
  for (const [i, text] of want) {
    const m = /\((tarn:internal\/([^:]+)):(\d+):(\d+)\)$/.exec(frames[i]);
    let file = m[2].endsWith('prelude') ? 'intl/prelude' : m[2];
    if (!file.includes('/')) file = `${file}/${file}`;
    const line = fs.readFileSync(path.join(stdlib, `${file}.js`), 'utf8').split('\n')[m[3] - 1];
    console.log(m[1], line.includes(text));
  }
}
check(() => Temporal.PlainDate.from('bad'), [[0, 'const rangeError'], [1, 'const bad'], [4, 'toDate(']]);
// expect: tarn:internal/temporal/core true
// expect: tarn:internal/temporal/parse true
// expect: tarn:internal/temporal/plain true
check(() => Temporal.Duration.from({ years: Symbol() }), [[1, 'toIntegerIfIntegral']]);
// expect: tarn:internal/temporal/duration true
