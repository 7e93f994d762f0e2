// return() while suspended at a yield inside try/finally: the finally block
// runs (and may await and yield) before the return() promise settles.
async function* g() {
  try {
    yield 1;
    yield 2;
  } finally {
    console.log('finally start');
    await null;
    console.log('finally after await');
    yield 'from finally';
    console.log('finally end');
  }
}
const it = g();
(async () => {
  console.log(await it.next());
  const r = it.return('ret');
  console.log('return() called');
  console.log(await r);
  console.log(await it.next());
  console.log(await it.next());
})();
Promise.resolve().then(() => console.log('t1')).then(() => console.log('t2')).then(() => console.log('t3'))
  .then(() => console.log('t4')).then(() => console.log('t5')).then(() => console.log('t6'));
// expect: t1
// expect: { value: 1, done: false }
// expect: return() called
// expect: t2
// expect: finally start
// expect: t3
// expect: finally after await
// expect: t4
// expect: t5
// expect: { value: 'from finally', done: false }
// expect: finally end
// expect: t6
// expect: { value: 'ret', done: true }
// expect: { value: undefined, done: true }
