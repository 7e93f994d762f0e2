// BigInts survive collections (moved, promoted) as elements, keys, wrapped
// values and closure variables; an old object takes young BigInts.
const old = { list: [], map: new Map(), boxed: [] };
let acc = 1n;
const keep = () => acc;
for (let i = 0; i < 120; i++) {
    acc = acc * 3n + BigInt(i);
    old.list.push(acc);
    old.map.set(BigInt(i) ** 20n, i);
    if (i % 10 === 0) old.boxed.push(Object(acc));
    old['k' + (i % 7)] = -acc;
    const junk = [{}, 'x'.repeat(i % 5), [i]];
    junk.length = 0;
}
console.log(keep() % 1000007n, old.list.length, old.list[119] === acc, old.list[60] % 97n);
console.log(old.map.get(119n ** 20n), old.map.get(5n ** 20n), old.map.has(200n ** 20n));
console.log(old.boxed.map((b) => b.valueOf() % 1000n).join(','));
console.log(old.k0 + old.list[old.list.length - 1] === 0n || old.k0 < 0n);
let s = 0n;
for (const v of old.list) s += v & 0xffffn;
console.log(s, String(acc).length, acc.toString(36).slice(0, 20));
// expect: 601829n 120 true 8n
// expect: 119 5 false
// expect: 3,428,493,918,983,408,473,898,963,388,453,878
// expect: true
// expect: 3387880n 58 l43qv1k5zhtdthkvju78
