// Interleaved chains: the output must follow the spec's job order exactly.
const out = [];
const a = Promise.resolve();
a.then(() => out.push('a1')).then(() => out.push('a2')).then(() => out.push('a3'));
Promise.resolve().then(() => out.push('b1')).then(() => out.push('b2')).then(() => out.push('b3'));
queueMicrotask(() => out.push('q1'));
// adopting a native promise costs two extra jobs
new Promise(r => r(Promise.resolve('adopt'))).then(v => out.push(v));
// a thenable is called in its own job
new Promise(r => r({ then(res) { out.push('thenable.then'); res('thenable'); } })).then(v => out.push(v));
// returning a promise from a handler
Promise.resolve().then(() => Promise.resolve('ret')).then(v => out.push(v));
out.push('sync');
setTimeout(() => console.log(out.join(' ')), 0);
// expect: sync a1 b1 q1 thenable.then a2 b2 thenable a3 b3 adopt ret
