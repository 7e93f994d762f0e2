// A throw from an async generator's body rejects next()'s promise; with
// no handler it is an uncaught error, as in node.
async function* boom() {
  yield 'first';
  throw new TypeError('boom'); // expect runtime error: TypeError: boom
}
const it = boom();
it.next().then(r => console.log(r.value));
it.next();
// expect: first
