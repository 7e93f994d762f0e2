// interleaving of async functions and promise chains, node's tick counts
async function a() {
  console.log('a1');
  await b();
  console.log('a2');
}
async function b() { console.log('b'); }
console.log('start');
setTimeout(() => console.log('timeout'), 0);
a();
new Promise(r => { console.log('p0'); r(); }).then(() => console.log('p1')).then(() => console.log('p2')).then(() => console.log('p3'));
console.log('end');
async function c() { await undefined; console.log('c1'); await new Promise(r => setTimeout(r, 0)); console.log('c2'); }
c().then(() => console.log('c done'));
async function ret() { return Promise.resolve('ret'); }
async function retAwait() { return await Promise.resolve('retAwait'); }
ret().then(console.log);
retAwait().then(console.log);
Promise.resolve().then(() => console.log('q1')).then(() => console.log('q2')).then(() => console.log('q3')).then(() => console.log('q4'));
// expect: start
// expect: a1
// expect: b
// expect: p0
// expect: end
// expect: a2
// expect: p1
// expect: c1
// expect: q1
// expect: p2
// expect: retAwait
// expect: q2
// expect: p3
// expect: ret
// expect: q3
// expect: q4
// expect: timeout
// expect: c2
// expect: c done
