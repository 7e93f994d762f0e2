// for await closes the iterator (AsyncIteratorClose: return() is called and
// its result awaited) on break, return, throw and labelled continue, but
// not when the loop ends or next() fails.
function source(name, n) {
  let i = 0;
  return {
    [Symbol.asyncIterator]() { return this; },
    next() { return Promise.resolve(i < n ? { value: name + i++, done: false } : { value: undefined, done: true }); },
    return() {
      console.log(name, 'return() called');
      return new Promise(r => setTimeout(() => { console.log(name, 'return() settled'); r({ done: true }); }, 1));
    },
  };
}
async function brk() { for await (const x of source('brk', 5)) { console.log(x); if (x === 'brk1') break; } console.log('after break'); }
async function ret() { for await (const x of source('ret', 5)) { console.log(x); return 'returned ' + x; } }
async function thr() {
  try { for await (const x of source('thr', 5)) { console.log(x); throw new Error('body threw'); } }
  catch (e) { console.log('caught', e.message); }
}
async function cont() {
  outer: for (const k of [1, 2]) {
    for await (const x of source('cont' + k, 3)) { console.log(x); continue outer; }
  }
  console.log('after continue');
}
async function full() { for await (const x of source('full', 2)) console.log(x); console.log('full done, no return()'); }
async function nextFails() {
  const it = { [Symbol.asyncIterator]() { return this; }, next() { return Promise.reject(new Error('next rejected')); },
    return() { console.log('never called'); return {}; } };
  try { for await (const x of it) console.log(x); } catch (e) { console.log('caught', e.message); }
}
async function inGen() {
  async function* g() { for await (const x of source('gen', 5)) yield x; }
  const it = g();
  console.log(await it.next());
  console.log(await it.return('stop'));
}
(async () => {
  await brk();
  console.log(await ret());
  await thr();
  await cont();
  await full();
  await nextFails();
  await inGen();
})();
// expect: brk0
// expect: brk1
// expect: brk return() called
// expect: brk return() settled
// expect: after break
// expect: ret0
// expect: ret return() called
// expect: ret return() settled
// expect: returned ret0
// expect: thr0
// expect: thr return() called
// expect: thr return() settled
// expect: caught body threw
// expect: cont10
// expect: cont1 return() called
// expect: cont1 return() settled
// expect: cont20
// expect: cont2 return() called
// expect: cont2 return() settled
// expect: after continue
// expect: full0
// expect: full1
// expect: full done, no return()
// expect: caught next rejected
// expect: { value: 'gen0', done: false }
// expect: gen return() called
// expect: gen return() settled
// expect: { value: 'stop', done: true }
