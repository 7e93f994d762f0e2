// return() and throw() in every state, return awaiting its operand, and
// try/catch/finally around yields and awaits inside the generator.
async function* g() {
  try {
    yield 1;
    yield 2;
  } catch (e) {
    console.log('catch', e);
    yield 'from catch';
  } finally {
    console.log('finally');
  }
}
async function* retPromise() {
  try {
    return Promise.reject(new Error('rejected return'));
  } catch (e) {
    console.log('return awaited its operand:', e.message);
    return Promise.resolve('resolved return');
  }
}
async function* overrideReturn() {
  try { yield 1; } finally { return 'finally wins'; }
}
async function* throwInFinally() {
  try { yield 1; } finally { throw new Error('finally threw'); }
}
(async () => {
  // suspendedStart: return/throw never run the body
  const a = g();
  console.log(await a.return(Promise.resolve('early')));
  console.log(await a.next());
  const b = g();
  await b.throw('at start').catch(e => console.log('rejected', e));
  console.log(await b.next());
  // suspendedYield
  const c = g();
  await c.next();
  console.log(await c.throw('thrown in'));
  console.log(await c.next());
  console.log(await c.next());
  // completed
  console.log(await c.return('after end'));
  await c.throw('after end').catch(e => console.log('rejected', e));
  // return() of a rejected promise on a completed generator rejects
  await c.return(Promise.reject('rej')).catch(e => console.log('rejected', e));
  // return with a promise operand
  const d = retPromise();
  console.log(await d.next());
  const e = overrideReturn();
  await e.next();
  console.log(await e.return('ignored'));
  const f = throwInFinally();
  await f.next();
  await f.return('x').catch(err => console.log('rejected', err.message));
  console.log(await f.next());
  // a thenable return value is adopted
  const h = g();
  console.log(await h.return({ then(r) { r('thenable'); } }));
})();
// expect: { value: 'early', done: true }
// expect: { value: undefined, done: true }
// expect: rejected at start
// expect: { value: undefined, done: true }
// expect: catch thrown in
// expect: { value: 'from catch', done: false }
// expect: finally
// expect: { value: undefined, done: true }
// expect: { value: undefined, done: true }
// expect: { value: 'after end', done: true }
// expect: rejected after end
// expect: rejected rej
// expect: return awaited its operand: rejected return
// expect: { value: 'resolved return', done: true }
// expect: { value: 'finally wins', done: true }
// expect: rejected finally threw
// expect: { value: undefined, done: true }
// expect: { value: 'thenable', done: true }
