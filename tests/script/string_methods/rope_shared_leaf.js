// Ropes that share their last, still growing piece: s += x may extend that
// piece in place, so every older version of s must keep reading only its
// own prefix of it, through every operation that walks a rope.
function grow(s, piece, n) { for (let i = 0; i < n; i++) s += piece; return s; }

let s = grow("", "ab", 200);          // a rope of 400 units
const v1 = s + "c";                    // v1 extends s's last piece in place
const v2 = s + "d";                    // v2 must not see v1's "c"
const v3 = v1 + "e";                   // v3 extends the piece again
console.log(s.length, v1.length, v2.length, v3.length);
console.log(s.slice(-3), v1.slice(-3), v2.slice(-3), v3.slice(-3));
console.log(s === v1.slice(0, 400), v1 === v2, v1 < v2, v2 > v3, v1 === v3.slice(0, 401));
// equality and comparison between unflattened ropes sharing a piece
const w1 = s + "xyz", w2 = s + "xyz";
console.log(w1 === w2, w1 == w2, [w1].includes(w2), w1.localeCompare(w2), w1 < w2);
// older versions read after newer ones were flattened
const old = grow("", "0123456789", 30);
const newer = old + "tail";
console.log(newer.indexOf("tail"), newer.length);
console.log(old.length, old.endsWith("789"), old.indexOf("tail"), old.slice(-4));
// as property keys and Map keys
const o = {};
o[v1] = 1; o[v2] = 2;
console.log(Object.keys(o).length, o[s + "c"], o[s + "d"]);
const m = new Map([[v1, "one"]]);
console.log(m.get(s + "c"), m.get(v2));
// a wide piece appended to a Latin-1 piece and the other way round
let t = grow("", "\u00e9", 300);
const t1 = t + "\u4e2d", t2 = t + "z", t3 = t1 + "z";
console.log(t1.length, t1.charCodeAt(300), t2.charCodeAt(300), t3.slice(-2), JSON.stringify(t2.slice(-2)));
let u = grow("", "\u4e2d", 300);
const u1 = u + "a", u2 = u + "\u00ff";
console.log(u1.slice(-2), u2.slice(-2), u1 === u2, u1.charCodeAt(300), u2.charCodeAt(300));
// many branches from one base, each grown further
const base = grow("", "-", 260);
const branches = [];
for (let i = 0; i < 20; i++) branches.push(grow(base, String.fromCharCode(65 + i), i + 1));
console.log(branches.map(b => b.length - 260 + b.slice(-1)).join(" "));
console.log(branches.every((b, i) => b.slice(260) === String.fromCharCode(65 + i).repeat(i + 1)));
// strings built piece by piece survive collections between the pieces
let g = "";
const keep = [];
for (let i = 0; i < 3000; i++) {
    g += (i % 10) + "";
    if (i % 500 === 0) keep.push(g);
    if (i % 7 === 0) keep.push({ junk: new Array(20).fill(i) }.junk.length);
}
console.log(g.length, keep.filter(x => typeof x === "string").map(x => x.length + ":" + x.slice(-3)).join(" "));
console.log(g.split("").reduce((a, c) => a + +c, 0), JSON.stringify(g).length, encodeURIComponent(g.slice(0, 12)));
// expect: 400 401 401 402
// expect: bab abc abd bce
// expect: true false true true true
// expect: true true true 0 false
// expect: 300 304
// expect: 300 true -1 6789
// expect: 2 1 2
// expect: one undefined
// expect: 301 20013 122 中z "éz"
// expect: 中a 中ÿ false 97 255
// expect: 1A 2B 3C 4D 5E 6F 7G 8H 9I 10J 11K 12L 13M 14N 15O 16P 17Q 18R 19S 20T
// expect: true
// expect: 3000 1:0 501:890 1001:890 1501:890 2001:890 2501:890
// expect: 13500 3002 012345678901
