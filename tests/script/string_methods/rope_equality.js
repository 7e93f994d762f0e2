'use strict';
// === and friends on strings built as ropes (concatenation in loops) that
// were never flattened: left-deep (append), right-deep (prepend, deeper
// than any small cursor stack), balanced, wide and Latin-1 pieces mixed,
// and differences at the start, middle and end.
function append(pieces) { let s = ''; for (const p of pieces) s += p; return s; }
function prepend(pieces) { let s = ''; for (let i = pieces.length - 1; i >= 0; i--) s = pieces[i] + s; return s; }
function balanced(pieces) {
  if (pieces.length === 1) return pieces[0];
  const m = pieces.length >> 1;
  return balanced(pieces.slice(0, m)) + balanced(pieces.slice(m));
}
function pieces(n, w) {
  const out = [];
  for (let i = 0; i < n; i++) out.push((i % 7 === 3 && w ? '\u03bb' : '') + 'piece-' + i + '-' + 'x'.repeat(i % 300));
  return out;
}
const results = [];
for (const n of [1, 2, 40, 200]) {
  for (const w of [false, true]) {
    const ps = pieces(n, w);
    const a = append(ps), b = prepend(ps), c = balanced(ps), flat = ps.join('');
    results.push([n, w, a === b, b === c, a === c, a === flat, flat === b, a !== b, Object.is(b, c),
      [a].indexOf(b), [c].includes(b), a.length === flat.length]);
    // one unit changed at the start, the middle and the end
    for (const at of [0, flat.length >> 1, flat.length - 1]) {
      const ch = flat[at] === 'x' ? 'y' : 'x';
      const changed = flat.slice(0, at) + ch + flat.slice(at + 1);
      const q = ps.slice();
      const d = append(q) === changed, e = prepend(q) === changed;
      results.push(['diff', n, w, at, d, e, balanced(q) !== changed]);
    }
  }
}
for (const r of results) console.log(r.join(' '));
let s = '', t = '';
for (let i = 0; i < 300; i++) { s += 'x'; t = 'x' + t; }
switch (s) { case t: console.log('switch matches'); break; default: console.log('switch misses'); }
const m = new Map([[s, 1]]);
console.log(m.get(t), new Set([s, t]).size);
