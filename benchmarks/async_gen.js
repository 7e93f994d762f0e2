// async generators: for await over async generators, yield* delegation,
// sync iterables through for await, queued next() calls
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
async function* range(n) { for (let i = 0; i < n; i++) yield i; }
async function* mapped(n) { for await (const x of range(n)) { await null; yield x * 2; } }
async function* chain(n) { yield* range(n); yield* mapped(n); yield* [n, n + 1]; }
async function main() {
  let total = 0;
  for (let r = 0; r < 3000; r++) {
    for await (const v of chain(20)) total += v;
    const it = range(10);
    const ps = [];
    for (let k = 0; k < 11; k++) ps.push(it.next());
    const rs = await Promise.all(ps);
    for (let j = 0; j < rs.length; j++) total += rs[j].done ? 1 : rs[j].value;
    for await (const v of [1, 2, Promise.resolve(3)]) total += v;
  }
  return total;
}
main().then(function (t) { out(t); });
