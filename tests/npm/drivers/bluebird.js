// Promise library: its own scheduler (setImmediate/process.nextTick probing), long stack traces off.
const Promise = require('bluebird');
const order = [];
Promise.resolve(1).then(v => order.push('b' + v));
process.nextTick(() => order.push('tick'));
setImmediate(() => order.push('immediate'));
(async () => {
  console.log(await Promise.map([1, 2, 3], async x => x * 2, { concurrency: 2 }));
  console.log(await Promise.props({ a: Promise.delay(10).then(() => 'A'), b: 'B' }));
  console.log(await Promise.reduce([1, 2, 3, 4], (a, b) => a + b, 0), await Promise.all([1, Promise.resolve(2)]));
  console.log(await Promise.some([Promise.delay(30).then(() => 'slow'), 'fast1', 'fast2'], 2));
  const fn = Promise.promisify((a, cb) => setTimeout(() => cb(null, a + '!'), 1));
  console.log(await fn('hey'));
  try { await Promise.reject(new RangeError('nope')); } catch (e) { console.log(e instanceof RangeError, e.message); }
  console.log(await Promise.any([Promise.reject(new Error('x')), Promise.resolve('y')]));
  await Promise.delay(5).timeout(100).then(() => console.log('no timeout'));
  await Promise.delay(100).timeout(5).catch(Promise.TimeoutError, e => console.log('timeout:', e.name, e.message));
  const r = await Promise.resolve(5).reflect();
  console.log(r.isFulfilled(), r.value(), Promise.resolve(3).isFulfilled());
  console.log(await Promise.each(['x', 'y'], v => order.push(v)), await Promise.mapSeries([3, 1, 2], x => Promise.delay(x).then(() => x)));
  console.log(order.join(','));
})();
