// Pending promises, reactions and timers hold closures and data across
// collections (run under TARN_GC_STRESS too): everything must stay rooted.
const results = [];
function work(i) {
  const rows = [];
  for (let j = 0; j < 5; j++) rows.push({ id: i * 10 + j, name: 'row' + j, tags: ['a' + j, 'b' + i] });
  return rows;
}
const pending = [];
for (let i = 0; i < 8; i++) {
  const local = { i, rows: work(i) };
  pending.push(new Promise(resolve => setTimeout(() => resolve(local), i % 3)));
}
Promise.all(pending.map(p => p.then(v => {
  const s = JSON.stringify(v.rows);
  return v.i + ':' + v.rows.length + ':' + s.length;
}))).then(list => {
  results.push(list.join(' '));
  return new Promise(r => setImmediate(() => r(work(99).map(x => x.name).join())));
}).then(names => {
  results.push(names);
  const chain = [];
  let p = Promise.resolve(0);
  for (let k = 0; k < 20; k++) p = p.then(n => { chain.push({ k, s: 'x'.repeat(k) }); return n + k; });
  return p.then(total => results.push('total ' + total + ' ' + chain.map(c => c.s.length).join('')));
}).finally(() => console.log(results.join('\n')));
// expect: 0:5:211 1:5:216 2:5:216 3:5:216 4:5:216 5:5:216 6:5:216 7:5:216
// expect: row0,row1,row2,row3,row4
// expect: total 190 012345678910111213141516171819
