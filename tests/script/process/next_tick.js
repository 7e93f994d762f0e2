// process.nextTick: ticks run before promise jobs, ticks queued by ticks run
// in the same drain, and the queue drains after every timer and immediate.
process.nextTick(() => console.log('tick1'));
Promise.resolve().then(() => {
  console.log('micro1');
  process.nextTick(() => console.log('tick from micro'));
  Promise.resolve().then(() => console.log('micro from micro'));
});
process.nextTick((a, b) => {
  console.log('tick2', a, b);
  process.nextTick(() => console.log('tick nested'));
  Promise.resolve().then(() => console.log('micro from tick'));
}, 1, 2);
setTimeout(() => {
  console.log('timeout');
  process.nextTick(() => console.log('timeout tick'));
  Promise.resolve().then(() => console.log('timeout micro'));
}, 0);
setTimeout(() => console.log('timeout2'), 0);
console.log('main');
for (const bad of [5, undefined, 'f']) {
  try { process.nextTick(bad); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: main
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received type string ('f')
// expect: tick1
// expect: tick2 1 2
// expect: tick nested
// expect: micro1
// expect: micro from tick
// expect: micro from micro
// expect: tick from micro
// expect: timeout
// expect: timeout tick
// expect: timeout micro
// expect: timeout2
