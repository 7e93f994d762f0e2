// tarn-only
// Promise.withResolvers (ES2024; node 22+, so not checked against node 20).
const wr = Promise.withResolvers();
console.log(Object.keys(wr).join());
wr.promise.then(v => console.log('resolved', v));
wr.resolve('done');
wr.resolve('again');
wr.reject(new Error('too late'));
class Sub extends Promise {}
const s = Sub.withResolvers();
console.log(s.promise instanceof Sub);
s.reject('no');
s.promise.catch(e => console.log('rejected', e));
// expect: promise,resolve,reject
// expect: true
// expect: resolved done
// expect: rejected no
