// nested awaits: async calling async calling async, each waiting for the next
const out = [];
async function leaf(n) { out.push('leaf ' + n); await null; out.push('leaf after ' + n); return n; }
async function mid(n) { const v = await leaf(n); out.push('mid ' + v); return v * 10; }
async function top() { const r = await Promise.all([mid(1), mid(2)]); out.push('top ' + r); }
top().then(() => out.push('top done'));
let i = 0;
function tick() { out.push('tick ' + i); if (++i < 8) Promise.resolve().then(tick); }
Promise.resolve().then(tick);
setTimeout(() => console.log(out.join('\n')));
// expect: leaf 1
// expect: leaf 2
// expect: leaf after 1
// expect: leaf after 2
// expect: tick 0
// expect: mid 1
// expect: mid 2
// expect: tick 1
// expect: tick 2
// expect: top 10,20
// expect: tick 3
// expect: top done
// expect: tick 4
// expect: tick 5
// expect: tick 6
// expect: tick 7
