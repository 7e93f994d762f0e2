// Callback-style control flow; uses setImmediate / queueMicrotask detection.
const async = require('async');
const steps = [];
async.series([
  cb => setTimeout(() => { steps.push('a'); cb(null, 1); }, 10),
  cb => { steps.push('b'); cb(null, 2); },
], (err, res) => {
  console.log('series', err, res, steps);
  async.parallel({ x: cb => setTimeout(() => cb(null, 'X'), 5), y: cb => cb(null, 'Y') }, (err, r) => {
    console.log('parallel', err, r);
    async.mapLimit([5, 1, 3], 2, (v, cb) => setTimeout(() => cb(null, v * 2), v), (err, r) => {
      console.log('mapLimit', err, r);
      async.waterfall([cb => cb(null, 2), (n, cb) => cb(null, n * 3), (n, cb) => cb(new Error('stop at ' + n))], err => {
        console.log('waterfall', err.message);
        const q = async.queue((task, cb) => { console.log('queue', task); setTimeout(cb, 1); }, 1);
        q.push(['t1', 't2', 't3']);
        q.drain(async () => {
          console.log('drained');
          console.log('async fn', await async.mapSeries([1, 2, 3], async x => x + 1));
          console.log('retry', await async.retry(3, async () => { if (steps.push('r') < 5) throw new Error('again'); return 'done'; }));
          console.log('filter', await async.filter([1, 2, 3, 4], async x => x % 2 === 0), await async.auto({ a: async () => 1, b: ['a', async r => r.a + 1] }));
        });
      });
    });
  });
});
