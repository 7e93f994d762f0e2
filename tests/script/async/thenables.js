// await of thenables, non-promises, and promise subclasses
const log = [];
async function f() {
  log.push('num ' + await 1);
  log.push('str ' + await 'x');
  log.push('undef ' + await undefined);
  log.push('thenable ' + await { then(res) { log.push('then called'); res('T'); } });
  try { await { then(_, rej) { rej(new Error('thenable rejected')); } }; } catch (e) { log.push(e.message); }
  try { await { then() { throw new Error('then threw'); } }; } catch (e) { log.push(e.message); }
  const obj = { then: 5 };
  log.push('not callable then ' + ((await obj) === obj));
  class MyP extends Promise {}
  log.push('subclass ' + await MyP.resolve('sub'));
  return 'done';
}
f().then(v => { log.push(v); console.log(log.join('\n')); });
Promise.resolve().then(() => log.push('m1')).then(() => log.push('m2')).then(() => log.push('m3'));
// expect: num 1
// expect: m1
// expect: str x
// expect: m2
// expect: undef undefined
// expect: m3
// expect: then called
// expect: thenable T
// expect: thenable rejected
// expect: then threw
// expect: not callable then true
// expect: subclass sub
// expect: done
