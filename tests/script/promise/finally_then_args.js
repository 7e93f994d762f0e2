// finally's steps call `then` on the promise onFinally's result becomes
// with one argument, the value thunk or thrower (Invoke(p, "then", « f »)),
// and finally itself calls then with two.
const then = Promise.prototype.then;
const seen = [];
Promise.prototype.then = function (...args) {
  seen.push(args.length + ' [' + args.map((f) => typeof f === 'function' ? 'fn/' + f.length + '/' + JSON.stringify(f.name) : String(f)).join(', ') + ']');
  return then.apply(this, args);
};
const done = [];
Promise.reject(new Error('r')).finally(() => {}).then(null, (e) => done.push('rejected ' + e.message));
Promise.resolve(2).finally(() => 'ignored').then((v) => done.push('fulfilled ' + v));
Promise.resolve(3).finally(() => Promise.resolve('x')).then((v) => done.push('thenable ' + v));
Promise.resolve(4).finally(5).then((v) => done.push('non-callable ' + v));
setTimeout(() => {
  Promise.prototype.then = then;
  console.log(seen.join('\n'));
  console.log(done);
});
// expect: 2 [fn/1/"", fn/1/""]
// expect: 2 [null, fn/1/""]
// expect: 2 [fn/1/"", fn/1/""]
// expect: 1 [fn/1/""]
// expect: 2 [fn/1/"", fn/1/""]
// expect: 1 [fn/1/""]
// expect: 2 [5, 5]
// expect: 1 [fn/1/""]
// expect: 1 [fn/0/""]
// expect: 1 [fn/0/""]
// expect: 1 [fn/0/""]
// expect: 2 [fn/1/"", fn/1/""]
// expect: 2 [fn/1/"", fn/1/""]
// expect: 2 [fn/1/"", fn/1/""]
// expect: [ 'non-callable 4', 'rejected r', 'fulfilled 2', 'thenable 3' ]
