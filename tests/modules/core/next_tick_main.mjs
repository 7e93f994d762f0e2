// process.nextTick in an ES main module: node evaluates the module inside a
// promise job, so the reactions the body queued run before its ticks.
Promise.resolve().then(() => console.log('micro'));
process.nextTick(() => {
  console.log('tick');
  Promise.resolve().then(() => console.log('micro after tick'));
  process.nextTick(() => console.log('tick after tick'));
});
await null;
console.log('after await');
process.nextTick(() => console.log('tick after await'));
Promise.resolve().then(() => console.log('micro after await'));
// expect: micro
// expect: after await
// expect: micro after await
// expect: tick
// expect: tick after await
// expect: tick after tick
// expect: micro after tick
