// Timers cleared before and inside callbacks; intervals cleared by themselves.
const out = [];
const never = setTimeout(() => out.push('cleared before running'), 1);
clearTimeout(never);
let victim;
setTimeout(() => { out.push('first clears second'); clearTimeout(victim); }, 3);
victim = setTimeout(() => out.push('second (must not run)'), 3);
let n = 0;
const ticks = [];
const iv = setInterval(() => {
  ticks.push('tick ' + ++n);
  if (n === 3) {
    clearInterval(iv);
    // printed after the 10 ms timer however late the loop wakes: both are due
    // by then and timers run in expiry order
    setTimeout(() => console.log(out.join('\n') + '\n' + ticks.join(' ')), 15);
  }
}, 1);
setTimeout(() => {
  const imm = setImmediate(() => out.push('cleared immediate'));
  clearImmediate(imm);
  setImmediate(() => { out.push('imm clears next'); clearImmediate(imm2); });
  const imm2 = setImmediate(() => out.push('imm2 (must not run)'));
}, 10);
clearTimeout(undefined);
clearTimeout(null);
clearTimeout({});
clearInterval(12345);
// expect: first clears second
// expect: imm clears next
// expect: tick 1 tick 2 tick 3
