// env: TARN_GC_STRESS=211
// A deep tree of plain objects and arrays serialises as in node (neither
// recurses); a replacer, a gap or a toJSON takes the recursive path, which
// raises node's RangeError instead of overflowing the C stack.
let a = [];
for (let i = 0; i < 10000; i++) a = [a];
const s = JSON.stringify(a);
console.log(s.length, s.slice(0, 5), s.slice(-5));
let o = { end: true };
for (let i = 0; i < 10000; i++) o = { k: i, o };
const t = JSON.stringify(o);
console.log(t.length, t.slice(0, 20), t.slice(-30));
try { JSON.stringify(a, null, 1); } catch (e) { console.log(e.name, e.message); }
try { JSON.stringify(a, (k, v) => v); } catch (e) { console.log(e.name, e.message); }
let j = {};
for (let i = 0; i < 10000; i++) j = { x: j, toJSON: undefined };
try { JSON.stringify(j); } catch (e) { console.log(e.name, e.message); }
// deep input parses (node's parser is not recursive), but reviving it recurses
const text = "[".repeat(10000) + "]".repeat(10000);
const v = JSON.parse(text);
console.log(Array.isArray(v), Array.isArray(v[0][0][0][0]));
try { JSON.parse(text, (k, x) => x); } catch (e) { console.log(e.name, e.message); }
// a circle deep down is still named by its path
let c = { top: 1 }, d = c;
for (let i = 0; i < 100; i++) d = d.n = { i };
d.back = c;
try { JSON.stringify(c); } catch (e) { console.log(e.name, e.message.split('\n').join(' | ')); }
// the error leaves the VM usable
console.log(JSON.stringify({ ok: [1] }));
// expect: 20002 [[[[[ ]]]]]
// expect: 148902 {"k":9999,"o":{"k":9 }}}}}}}}}}}}}}}}}}}}}}}}}}}}}}
// expect: RangeError Maximum call stack size exceeded
// expect: RangeError Maximum call stack size exceeded
// expect: RangeError Maximum call stack size exceeded
// expect: true true
// expect: RangeError Maximum call stack size exceeded
// expect: TypeError Converting circular structure to JSON |     --> starting at object with constructor 'Object' |     |     property 'n' -> object with constructor 'Object' |     |     property 'n' -> object with constructor 'Object' |     |     ... |     |     property 'n' -> object with constructor 'Object' |     --- property 'back' closes the circle
// expect: {"ok":[1]}
