// async/await: deep await chains, awaits in loops, async fan-in with Promise.all
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
async function leaf(v) { await null; return v + 1; }
async function mid(v) { let s = 0; for (let i = 0; i < 10; i++) s += await leaf(v + i); return s; }
async function main() {
  let total = 0;
  for (let r = 0; r < 300; r++) {
    const parts = [];
    for (let k = 0; k < 10; k++) parts.push(mid(k));
    const vs = await Promise.all(parts);
    for (let j = 0; j < vs.length; j++) total += vs[j];
    try { await Promise.reject(new Error("x")); } catch (e) { total += e.message.length; }
  }
  return total;
}
main().then(function (t) { out(t); });
