// Larger graphs: a long linked list, a wide array of records sharing one
// object, and a cyclic graph through Map keys and Set members.
let list = null;
for (let i = 0; i < 200; i++) list = { i, next: list };
let n = 0, sum = 0;
for (let p = structuredClone(list); p; p = p.next) { n++; sum += p.i; }
console.log(n, sum);
const shared = { tag: 'shared' };
const rows = [];
for (let i = 0; i < 200; i++) rows.push({ id: i, name: 'row' + i, tags: ['a', 'b'], ref: shared });
const rc = structuredClone(rows);
console.log(rc.length, rc[199].name, rc[0].ref === rc[199].ref, rc[0].ref !== shared, rc[10].tags.join());
const node = { name: 'n' };
const m = new Map([[node, new Set([node])]]);
node.m = m;
const mc = structuredClone(m);
const [k] = mc.keys();
console.log(k.m === mc, mc.get(k).has(k), k !== node);
let str = '';
for (let i = 0; i < 200; i++) str += String.fromCharCode(0x3b1 + (i % 20));
const wide = structuredClone({ s: str, t: 'latin1 é' });
console.log(wide.s === str, wide.s.length, wide.t);
let tooDeep = null;
for (let i = 0; i < 5000; i++) tooDeep = { tooDeep };
try {
  structuredClone(tooDeep);
} catch (e) {
  console.log(e.name, e.message);
}
