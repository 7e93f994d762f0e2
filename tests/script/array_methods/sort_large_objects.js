'use strict';
// sort/toSorted of more than 1024 objects: the collection buffer is then a
// large (old) object, and storing young objects into it takes the write
// barrier's slow path; the result must keep the length and be stable.
for (const n of [1025]) {
    const recs = Array.from({ length: n }, (_, i) => ({ k: (i * 7919) % 13, i }));
    const sorted = recs.toSorted((a, b) => a.k - b.k);
    recs.sort((a, b) => a.k - b.k);
    let ok = recs.length === n && sorted.length === n;
    for (let i = 1; i < n; i++) {
        const p = recs[i - 1], c = recs[i];
        if (!p || !c || p.k > c.k || (p.k === c.k && p.i > c.i) || sorted[i] !== c)
            ok = false;
    }
    console.log(n, recs.length, sorted.length, ok);
}
console.log(Object.keys(Array.prototype[Symbol.unscopables]).join());
