// A pending promise with one, two and many reactions: every reaction runs,
// in registration order, whichever way the promise settles; a reaction
// added after settling runs after those queued at settling.
const log = [];
function make(n, settle, tag) {
  let res, rej;
  const p = new Promise((a, b) => { res = a; rej = b; });
  for (let i = 0; i < n; i++)
    p.then(v => log.push(`${tag} ful ${i} ${v}`), e => log.push(`${tag} rej ${i} ${e}`));
  return { p, go: () => (settle ? res(tag) : rej(tag)) };
}
const a = make(1, true, 'a'), b = make(2, false, 'b'), c = make(5, true, 'c');
const d = make(0, true, 'd');
c.go(); a.go(); b.go(); d.go();
a.p.then(v => log.push(`a late ${v}`));
d.p.then(v => log.push(`d late ${v}`));
// a chain where each promise has exactly one reaction
let q = Promise.resolve(0);
for (let i = 0; i < 4; i++) q = q.then(v => (log.push(`chain ${v}`), v + 1));
// one reaction, then a second added while still pending
let r1;
const e = new Promise(r => { r1 = r; });
e.then(v => log.push(`e first ${v}`));
Promise.resolve().then(() => { e.then(v => log.push(`e second ${v}`)); r1('x'); });
// await on a pending promise shares it with a then
let r2;
const f = new Promise(r => { r2 = r; });
(async () => { log.push(`await ${await f}`); })();
f.then(v => log.push(`f then ${v}`));
r2('y');
setTimeout(() => console.log(log.join('\n')), 0);
// expect: c ful 0 c
// expect: c ful 1 c
// expect: c ful 2 c
// expect: c ful 3 c
// expect: c ful 4 c
// expect: a ful 0 a
// expect: b rej 0 b
// expect: b rej 1 b
// expect: a late a
// expect: d late d
// expect: chain 0
// expect: await y
// expect: f then y
// expect: chain 1
// expect: e first x
// expect: e second x
// expect: chain 2
// expect: chain 3
