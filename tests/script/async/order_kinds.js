// ordering: await native promise vs thenable vs non-promise vs returned promise
const log = [];
async function a1() { log.push('a1 start'); await 1; log.push('a1 1'); await 2; log.push('a1 2'); }
async function a2() { log.push('a2 start'); await Promise.resolve(); log.push('a2 1'); }
async function a3() { log.push('a3 start'); await { then(r) { log.push('a3 then'); r(); } }; log.push('a3 1'); }
async function a4() { return Promise.resolve('a4'); }
async function a5() { return 'a5'; }
a1(); a2(); a3();
a4().then(v => log.push(v)); a5().then(v => log.push(v));
Promise.resolve().then(() => log.push('p1')).then(() => log.push('p2')).then(() => log.push('p3')).then(() => log.push('p4')).then(() => log.push('p5'));
queueMicrotask(() => log.push('qm'));
setTimeout(() => { console.log(log.join('\n')); }, 0);
// expect: a1 start
// expect: a2 start
// expect: a3 start
// expect: a1 1
// expect: a2 1
// expect: a3 then
// expect: a5
// expect: p1
// expect: qm
// expect: a1 2
// expect: a3 1
// expect: p2
// expect: a4
// expect: p3
// expect: p4
// expect: p5
