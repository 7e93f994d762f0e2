// Orderings node guarantees: same-delay timers in creation order, microtasks
// drained after each callback, setImmediate before setTimeout(0) when both
// are scheduled from a timer callback, immediates queued by an immediate run
// on the next turn (after the nested timer or before it: node does not say).
const out = [];
const later = [];
setTimeout((a, b) => out.push('args ' + a + ' ' + b), 1, 'x', 42);
setTimeout(() => {
  out.push('t1');
  Promise.resolve().then(() => out.push('t1 micro'));
  queueMicrotask(() => out.push('t1 queueMicrotask'));
}, 1);
setTimeout(() => out.push('t2'), 1);
setTimeout(() => {
  setTimeout(() => out.push('nested timeout'), 0);
  setTimeout(() => console.log(out.join('\n') + '\n' + later.join('\n')), 40);
  setImmediate(() => {
    out.push('imm A');
    setImmediate(() => later.push('imm C (next turn)'));
    Promise.resolve().then(() => out.push('imm A micro'));
  });
  setImmediate(() => out.push('imm B'));
}, 2);
// expect: args x 42
// expect: t1
// expect: t1 micro
// expect: t1 queueMicrotask
// expect: t2
// expect: imm A
// expect: imm A micro
// expect: imm B
// expect: nested timeout
// expect: imm C (next turn)
