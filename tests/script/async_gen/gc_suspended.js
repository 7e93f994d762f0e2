// flags: --expose-gc
// Suspended async generators, queued requests and pending for-await loops
// survive collections: gc() runs while frames are parked at yields and
// awaits, with their locals the only references to fresh objects.
async function* producer(tag) {
  const local = { tag, big: new Array(50).fill(tag) };
  for (let i = 0; i < 3; i++) {
    await new Promise(r => setTimeout(r, 1));
    const fresh = { i, text: tag + ':' + i, arr: [i, i * 2] };
    yield fresh;
    gc();
    if (local.big.length !== 50 || fresh.arr[1] !== i * 2) throw new Error('corrupted');
  }
  return local.tag + ' done';
}
async function consume(tag) {
  const out = [];
  for await (const v of producer(tag)) { gc(); out.push(v.text); }
  return out.join(' ');
}
(async () => {
  const gens = [];
  for (let k = 0; k < 4; k++) gens.push(producer('g' + k));
  // queue several requests on each generator before any settles
  const pending = gens.map(g => [g.next(), g.next(), g.next(), g.next(), g.return('early')]);
  gc();
  for (const ps of pending) {
    const rs = await Promise.all(ps);
    gc();
    console.log(rs.map(r => (r.done ? 'done:' : '') + (r.value && r.value.text ? r.value.text : r.value)).join(' | '));
  }
  console.log(await consume('c1'));
  const [x, y] = await Promise.all([consume('p'), consume('q')]);
  console.log(x);
  console.log(y);
  gc();
})();
// expect: g0:0 | g0:1 | g0:2 | done:g0 done | done:early
// expect: g1:0 | g1:1 | g1:2 | done:g1 done | done:early
// expect: g2:0 | g2:1 | g2:2 | done:g2 done | done:early
// expect: g3:0 | g3:1 | g3:2 | done:g3 done | done:early
// expect: c1:0 c1:1 c1:2
// expect: p:0 p:1 p:2
// expect: q:0 q:1 q:2
