// next() called several times without awaiting: the requests queue and are
// answered in order; return() and throw() queue behind them.
async function* g() {
  console.log('body start');
  const a = yield 1;
  console.log('got', a);
  const b = yield 2;
  console.log('got', b);
  await null;
  return 3;
}
const it = g();
const ps = [it.next('ignored'), it.next('A'), it.next('B'), it.next('C'), it.return('R'), it.throw(new Error('T')),
  it.next('D')];
console.log('all requested');
ps.forEach((p, i) => p.then(r => console.log(i, 'fulfilled', r), e => console.log(i, 'rejected', e.message)));
Promise.resolve().then(() => console.log('t1')).then(() => console.log('t2')).then(() => console.log('t3'))
  .then(() => console.log('t4')).then(() => console.log('t5')).then(() => console.log('t6'));
// expect: body start
// expect: all requested
// expect: got A
// expect: t1
// expect: 0 fulfilled { value: 1, done: false }
// expect: got B
// expect: t2
// expect: 1 fulfilled { value: 2, done: false }
// expect: t3
// expect: t4
// expect: 2 fulfilled { value: 3, done: true }
// expect: 3 fulfilled { value: undefined, done: true }
// expect: t5
// expect: 4 fulfilled { value: 'R', done: true }
// expect: 5 rejected T
// expect: 6 fulfilled { value: undefined, done: true }
// expect: t6
