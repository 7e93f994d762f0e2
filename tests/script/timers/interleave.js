// Promise chains interleaved with timers and immediates.
const out = [];
function chain(name, n) {
  let p = Promise.resolve();
  for (let i = 0; i < n; i++) p = p.then(() => out.push(name + i));
  return p;
}
setTimeout(() => {
  chain('a', 3);
  setImmediate(() => {
    out.push('imm');
    chain('c', 2).then(() => setImmediate(() => out.push('imm after c')));
    setTimeout(() => { out.push('late timer'); console.log(out.join(' ')); }, 100);
  });
  chain('b', 3);
  const p = new Promise(resolve => setImmediate(() => resolve('resolved in immediate')));
  p.then(v => out.push(v));
}, 1);
// expect: a0 b0 a1 b1 a2 b2 imm c0 c1 resolved in immediate imm after c late timer
