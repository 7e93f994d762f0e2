// tarn-only: tarn's readline has no terminal editing, and says so by name
const readline = require('readline');
const { PassThrough } = require('stream');
for (const f of [() => readline.createInterface({ input: new PassThrough(), terminal: true }), () => readline.emitKeypressEvents(process.stdin),
  () => new (require('readline/promises').Readline)(process.stdout)]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:readline has no terminal mode (terminal: true): it reads lines without terminal editing
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:readline has no emitKeypressEvents (keypress events need a terminal in raw mode): it reads lines without terminal editing
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:readline has no Readline (terminal cursor control): it reads lines without terminal editing
