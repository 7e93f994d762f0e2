// the circular-structure TypeError names the whole circle, like V8
function t(f) { try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); } }
t(() => { const o = {}; o.self = o; return JSON.stringify(o); });
t(() => { const o = { a: { b: {} } }; o.a.b.c = o; return JSON.stringify(o); });
t(() => { const o = { a: { b: { c: { d: { e: {} } } } } }; o.a.b.c.d.e.f = o.a; return JSON.stringify(o); });
t(() => { const o = { a: { b: { c: {} } } }; o.a.b.c.d = o; return JSON.stringify(o); });
t(() => { const o = { a: { b: { c: { d: {} } } } }; o.a.b.c.d.e = o; return JSON.stringify(o); });
t(() => { const a = [1, {}]; a[1].x = a; return JSON.stringify(a); });
t(() => { const a = []; a.push(a); return JSON.stringify(a); });
t(() => { class Foo { constructor() { this.me = this; } } return JSON.stringify(new Foo()); });
t(() => { const o = Object.create(null); o.z = o; return JSON.stringify(o); });
t(() => { const o = {}; o[""] = o; return JSON.stringify(o); });
t(() => { const o = {}; o.x = [o]; return JSON.stringify({ w: o }); });
t(() => { const p = { constructor: function Baz() {} }; const o = Object.create(p); o.q = o; return JSON.stringify(o); });
t(() => { const o = {}; o.q = o; return JSON.stringify(o, (k, v) => v); });
t(() => { const o = {}; o.q = { r: o }; return JSON.stringify(o, null, 2); });
t(() => { const o = { toJSON() { return this; } }; return JSON.stringify(o); });
t(() => { const o = {}; const p = { toJSON() { return o; } }; o.p = p; return JSON.stringify(o); });
t(() => { const a = {}, b = { a }; a.b = b; return JSON.stringify([a]); });
t(() => { const o = { "key with 'quotes'": {} }; o["key with 'quotes'"].back = o; return JSON.stringify(o); });
t(() => { const o = {}; o.self = o; return JSON.stringify(o, ["self"]); });
t(() => { const o = {}; o.self = o; return JSON.stringify(o, (k, v) => (k === "self" ? "cut" : v)); });
// not a cycle: the same object reached twice, and an object after its subtree closed
t(() => { const s = {}; return JSON.stringify([s, s, { s }]); });
// the error is a real TypeError
try { const c = {}; c.c = c; JSON.stringify(c); } catch (e) { console.log(e instanceof TypeError, e.message.split("\n").length); }
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property 'self' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'a' -> object with constructor 'Object'
// expect:     |     property 'b' -> object with constructor 'Object'
// expect:     --- property 'c' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'b' -> object with constructor 'Object'
// expect:     |     property 'c' -> object with constructor 'Object'
// expect:     |     ...
// expect:     |     property 'e' -> object with constructor 'Object'
// expect:     --- property 'f' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'a' -> object with constructor 'Object'
// expect:     |     property 'b' -> object with constructor 'Object'
// expect:     |     property 'c' -> object with constructor 'Object'
// expect:     --- property 'd' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'a' -> object with constructor 'Object'
// expect:     |     property 'b' -> object with constructor 'Object'
// expect:     |     ...
// expect:     |     property 'd' -> object with constructor 'Object'
// expect:     --- property 'e' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Array'
// expect:     |     index 1 -> object with constructor 'Object'
// expect:     --- property 'x' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Array'
// expect:     --- index 0 closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Foo'
// expect:     --- property 'me' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property 'z' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- <anonymous> closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'x' -> object with constructor 'Array'
// expect:     --- index 0 closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Baz'
// expect:     --- property 'q' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property 'q' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'q' -> object with constructor 'Object'
// expect:     --- property 'r' closes the circle
// expect: {}
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property 'p' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'b' -> object with constructor 'Object'
// expect:     --- property 'a' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'key with 'quotes'' -> object with constructor 'Object'
// expect:     --- property 'back' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property 'self' closes the circle
// expect: {"self":"cut"}
// expect: [{},{},{"s":{}}]
// expect: true 3
