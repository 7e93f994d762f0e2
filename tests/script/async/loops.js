// await inside loops, switch, conditionals, expressions and destructuring
async function sum(n) { let s = 0; for (let i = 0; i < n; i++) s += await i; return s; }
async function whileLoop() { let i = 0, log = []; while ((await i) < 3) { log.push(i); i++; } do { log.push('do'); } while (await false); return log; }
async function forOf() { const r = []; for (const p of [Promise.resolve(1), 2, Promise.resolve(3)]) r.push(await p); return r; }
async function forIn() { const r = []; for (const k in { a: 1, b: 2 }) r.push(await k); return r; }
async function exprs() {
  const a = (await 1) + (await 2) * (await 3);
  const [x, { y }] = await [await 'x', { y: await 'y' }];
  const t = `${await 'tmpl'}-${await 7}`;
  const c = (await true) ? await 'yes' : 'no';
  const arr = [await 1, ...(await [2, 3])];
  const obj = { [await 'k']: await 'v' };
  let s;
  switch (await 2) { case 1: s = 'one'; break; case await 2: s = 'two'; break; }
  return [a, x, y, t, c, arr, obj, s];
}
async function breakContinue() {
  const r = [];
  outer: for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (await (j === 2)) continue outer;
      if (await (i === 3)) break outer;
      r.push(`${i}${j}`);
    }
  }
  return r.join(',');
}
async function closures() { const fs = []; for (let i = 0; i < 3; i++) { await null; fs.push(() => i); } return fs.map(f => f()); }
(async () => {
  console.log(await sum(5));
  console.log(await whileLoop());
  console.log(await forOf(), await forIn());
  console.log(await exprs());
  console.log(await breakContinue());
  console.log(await closures());
})();
// expect: 10
// expect: [ 0, 1, 2, 'do' ]
// expect: [ 1, 2, 3 ] [ 'a', 'b' ]
// expect: [ 7, 'x', 'y', 'tmpl-7', 'yes', [ 1, 2, 3 ], { k: 'v' }, 'two' ]
// expect: 00,01,10,11,20,21
// expect: [ 0, 1, 2 ]
