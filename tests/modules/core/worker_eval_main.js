// new Worker(code, { eval: true }) runs code as node runs -e code: with
// require, module and __filename '[worker eval]', or as an ES module when
// it has module syntax (top-level await here). The worker reports by
// message only, so the parent's output has one order.
const { Worker } = require('worker_threads');
function run(code, options) {
  return new Promise((resolve) => {
    const w = new Worker(code, { eval: true, ...options });
    w.on('message', (m) => console.log('message', m));
    w.on('error', (e) => console.log('error', e.name, e.message));
    w.on('exit', (c) => { console.log('exit', c); resolve(); });
  });
}
(async () => {
  await run(`
    const { parentPort, workerData } = require('worker_threads');
    parentPort.postMessage([typeof require, typeof module, typeof exports, __filename, __dirname,
      this === module.exports, workerData]);
    parentPort.postMessage(new Error('x').stack.split('\\n')[1]);
  `, { workerData: { a: 1 } });
  await run('throw new TypeError("bad")');
  await run(`
    const { parentPort } = await import('node:worker_threads');
    const { sep } = await import('node:path');
    parentPort.postMessage([sep, typeof require]);
  `);
  await run('let = ;');
  try { new Worker(42, { eval: true }); } catch (e) { console.log(e.code); }
})();
// expect: message [
// expect:   'function',
// expect:   'object',
// expect:   'object',
// expect:   '[worker eval]',
// expect:   '.',
// expect:   false,
// expect:   { a: 1 }
// expect: ]
// expect: message     at [worker eval]:5:28
// expect: exit 0
// expect: error TypeError bad
// expect: exit 1
// expect: message [ '/', 'undefined' ]
// expect: exit 0
// expect: error SyntaxError Unexpected token ';'
// expect: exit 1
// expect: ERR_INVALID_ARG_VALUE
