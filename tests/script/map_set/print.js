// console.log formats Maps, Sets and their iterators like node's util.inspect
console.log(new Map([[1, { a: 1 }], ["k", [1, 2]]]), new Map(), new Set());
console.log(new Set([new Set([1]), new Map([[1, 2]])]), [new Map([[1, 2]]), new Set(["a"])]);
console.log({ a: { b: { c: new Map([[1, 2]]), d: new Set([1]) } } });
console.log({ a: { b: new Map([[1, { x: { y: 1 } }]]) } });
console.log(new Map([[-0, "z"], [NaN, "n"], [undefined, null], [true, false]]), new Set([-0, NaN, "s'q"]));
const big = new Map();
for (let i = 0; i < 30; i++) big.set("key" + i, i);
console.log(big);
const bs = new Set();
for (let i = 0; i < 103; i++) bs.add(i);
console.log(bs);
const one = new Set();
for (let i = 0; i < 101; i++) one.add(i);
console.log(one);
const m = new Map([[1, 2]]);
m.extra = "x";
console.log(m);
const s = new Set();
s.extra = 1;
console.log(s);
class MyMap extends Map {}
class MySet extends Set {}
console.log(new MyMap([[1, 2]]), new MyMap(), new MySet([1]));
console.log({ deep: { deeper: { deepest: new MyMap([[1, 1]]) } } });
const c = new Map();
c.set("self", c);
console.log(c);
const cs = new Set();
cs.add(cs);
console.log(cs);
const mk = new Map([[{ k: 1 }, new Set([1])]]);
console.log(mk);
console.log(new Map([["a".repeat(30), "b".repeat(30)], ["c", "d"]]));
console.log(new Map([[1, 2], [3, 4]]).keys(), new Map([[1, 2]]).values(), new Map([[1, 2]]).entries());
console.log(new Set([1, 2]).values(), new Set([1, 2]).entries(), new Set().values(), new Map().entries());
const it = new Set([1, 2, 3]).values();
it.next();
console.log(it);
it.next();
it.next();
console.log(it);
console.log("%o %O", new Map([[1, 2]]), new Set([3]));
console.log(String(new Map().size), `${new Set([1, 2]).size}`);
// expect: Map(2) { 1 => { a: 1 }, 'k' => [ 1, 2 ] } Map(0) {} Set(0) {}
// expect: Set(2) { Set(1) { 1 }, Map(1) { 1 => 2 } } [ Map(1) { 1 => 2 }, Set(1) { 'a' } ]
// expect: { a: { b: { c: [Map], d: [Set] } } }
// expect: { a: { b: Map(1) { 1 => [Object] } } }
// expect: Map(4) { 0 => 'z', NaN => 'n', undefined => null, true => false } Set(3) { 0, NaN, "s'q" }
// expect: Map(30) {
// expect:   'key0' => 0,
// expect:   'key1' => 1,
// expect:   'key2' => 2,
// expect:   'key3' => 3,
// expect:   'key4' => 4,
// expect:   'key5' => 5,
// expect:   'key6' => 6,
// expect:   'key7' => 7,
// expect:   'key8' => 8,
// expect:   'key9' => 9,
// expect:   'key10' => 10,
// expect:   'key11' => 11,
// expect:   'key12' => 12,
// expect:   'key13' => 13,
// expect:   'key14' => 14,
// expect:   'key15' => 15,
// expect:   'key16' => 16,
// expect:   'key17' => 17,
// expect:   'key18' => 18,
// expect:   'key19' => 19,
// expect:   'key20' => 20,
// expect:   'key21' => 21,
// expect:   'key22' => 22,
// expect:   'key23' => 23,
// expect:   'key24' => 24,
// expect:   'key25' => 25,
// expect:   'key26' => 26,
// expect:   'key27' => 27,
// expect:   'key28' => 28,
// expect:   'key29' => 29
// expect: }
// expect: Set(103) {
// expect:   0,
// expect:   1,
// expect:   2,
// expect:   3,
// expect:   4,
// expect:   5,
// expect:   6,
// expect:   7,
// expect:   8,
// expect:   9,
// expect:   10,
// expect:   11,
// expect:   12,
// expect:   13,
// expect:   14,
// expect:   15,
// expect:   16,
// expect:   17,
// expect:   18,
// expect:   19,
// expect:   20,
// expect:   21,
// expect:   22,
// expect:   23,
// expect:   24,
// expect:   25,
// expect:   26,
// expect:   27,
// expect:   28,
// expect:   29,
// expect:   30,
// expect:   31,
// expect:   32,
// expect:   33,
// expect:   34,
// expect:   35,
// expect:   36,
// expect:   37,
// expect:   38,
// expect:   39,
// expect:   40,
// expect:   41,
// expect:   42,
// expect:   43,
// expect:   44,
// expect:   45,
// expect:   46,
// expect:   47,
// expect:   48,
// expect:   49,
// expect:   50,
// expect:   51,
// expect:   52,
// expect:   53,
// expect:   54,
// expect:   55,
// expect:   56,
// expect:   57,
// expect:   58,
// expect:   59,
// expect:   60,
// expect:   61,
// expect:   62,
// expect:   63,
// expect:   64,
// expect:   65,
// expect:   66,
// expect:   67,
// expect:   68,
// expect:   69,
// expect:   70,
// expect:   71,
// expect:   72,
// expect:   73,
// expect:   74,
// expect:   75,
// expect:   76,
// expect:   77,
// expect:   78,
// expect:   79,
// expect:   80,
// expect:   81,
// expect:   82,
// expect:   83,
// expect:   84,
// expect:   85,
// expect:   86,
// expect:   87,
// expect:   88,
// expect:   89,
// expect:   90,
// expect:   91,
// expect:   92,
// expect:   93,
// expect:   94,
// expect:   95,
// expect:   96,
// expect:   97,
// expect:   98,
// expect:   99,
// expect:   ... 3 more items
// expect: }
// expect: Set(101) {
// expect:   0,
// expect:   1,
// expect:   2,
// expect:   3,
// expect:   4,
// expect:   5,
// expect:   6,
// expect:   7,
// expect:   8,
// expect:   9,
// expect:   10,
// expect:   11,
// expect:   12,
// expect:   13,
// expect:   14,
// expect:   15,
// expect:   16,
// expect:   17,
// expect:   18,
// expect:   19,
// expect:   20,
// expect:   21,
// expect:   22,
// expect:   23,
// expect:   24,
// expect:   25,
// expect:   26,
// expect:   27,
// expect:   28,
// expect:   29,
// expect:   30,
// expect:   31,
// expect:   32,
// expect:   33,
// expect:   34,
// expect:   35,
// expect:   36,
// expect:   37,
// expect:   38,
// expect:   39,
// expect:   40,
// expect:   41,
// expect:   42,
// expect:   43,
// expect:   44,
// expect:   45,
// expect:   46,
// expect:   47,
// expect:   48,
// expect:   49,
// expect:   50,
// expect:   51,
// expect:   52,
// expect:   53,
// expect:   54,
// expect:   55,
// expect:   56,
// expect:   57,
// expect:   58,
// expect:   59,
// expect:   60,
// expect:   61,
// expect:   62,
// expect:   63,
// expect:   64,
// expect:   65,
// expect:   66,
// expect:   67,
// expect:   68,
// expect:   69,
// expect:   70,
// expect:   71,
// expect:   72,
// expect:   73,
// expect:   74,
// expect:   75,
// expect:   76,
// expect:   77,
// expect:   78,
// expect:   79,
// expect:   80,
// expect:   81,
// expect:   82,
// expect:   83,
// expect:   84,
// expect:   85,
// expect:   86,
// expect:   87,
// expect:   88,
// expect:   89,
// expect:   90,
// expect:   91,
// expect:   92,
// expect:   93,
// expect:   94,
// expect:   95,
// expect:   96,
// expect:   97,
// expect:   98,
// expect:   99,
// expect:   ... 1 more item
// expect: }
// expect: Map(1) { 1 => 2, extra: 'x' }
// expect: Set(0) { extra: 1 }
// expect: MyMap(1) [Map] { 1 => 2 } MyMap(0) [Map] {} MySet(1) [Set] { 1 }
// expect: { deep: { deeper: { deepest: [MyMap [Map]] } } }
// expect: <ref *1> Map(1) { 'self' => [Circular *1] }
// expect: <ref *1> Set(1) { [Circular *1] }
// expect: Map(1) { { k: 1 } => Set(1) { 1 } }
// expect: Map(2) {
// expect:   'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' => 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
// expect:   'c' => 'd'
// expect: }
// expect: [Map Iterator] { 1, 3 } [Map Iterator] { 2 } [Map Entries] { [ 1, 2 ] }
// expect: [Set Iterator] { 1, 2 } [Set Entries] { [ 1, 1 ], [ 2, 2 ] } [Set Iterator] {  } [Map Entries] {  }
// expect: [Set Iterator] { 2, 3 }
// expect: [Set Iterator] {  }
// expect: Map(1) { 1 => 2 } Set(1) { 3 }
// expect: 0 2
