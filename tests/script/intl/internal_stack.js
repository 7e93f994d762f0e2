// tarn-only
// A stack frame inside Intl's and Temporal's embedded JavaScript names the
// source file the code is in and its line there (node shows <anonymous>):
// the texts joined from several files (prelude.js + intl.js, prelude.js +
// temporal/*.js) map each line back to its part. Each frame's line of the
// named file must hold the code that was running. (temporal/internal_stack.js
// requires this file for check.)
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
module.exports = check;
if (require.main !== module) return;
check(() => new Intl.DateTimeFormat('en', { timeZone: 'Nope/Zone' }), [[0, 'Invalid time zone specified']]);
// expect: tarn:internal/intl true
check(() => new Intl.DateTimeFormat('en', { timeZone: Symbol() }), [[0, 'const toStr'], [1, 'toStr(']]);
// expect: tarn:internal/intl/prelude true
// expect: tarn:internal/intl true
