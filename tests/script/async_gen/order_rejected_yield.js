// yield of a rejected promise throws at the yield (inside the generator),
// so its try/catch sees it; an uncaught one rejects that next() and the
// generator is then done.
async function* g() {
  try {
    yield Promise.reject(new Error('first'));
  } catch (e) {
    console.log('caught in generator:', e.message);
    yield 'recovered';
  }
  yield Promise.reject(new Error('second'));
  yield 'never';
}
const it = g();
it.next().then(r => console.log('1:', r), e => console.log('1 rejected:', e.message));
it.next().then(r => console.log('2:', r), e => console.log('2 rejected:', e.message));
it.next().then(r => console.log('3:', r), e => console.log('3 rejected:', e.message));
Promise.resolve().then(() => console.log('t1')).then(() => console.log('t2')).then(() => console.log('t3'))
  .then(() => console.log('t4')).then(() => console.log('t5'));
// expect: caught in generator: first
// expect: t1
// expect: t2
// expect: 1: { value: 'recovered', done: false }
// expect: t3
// expect: 2 rejected: second
// expect: 3: { value: undefined, done: true }
// expect: t4
// expect: t5
