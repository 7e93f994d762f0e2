// cycle keys that look like indices, wrappers with overridden methods, lone surrogates
function t(f) { try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); } }
t(() => { const o = {}; o[0] = o; return JSON.stringify(o); });
t(() => { const o = { a: {} }; o.a[5] = o; return JSON.stringify(o); });
t(() => { const o = {}; o["01"] = o; return JSON.stringify(o); });
t(() => { const o = {}; o.x = o; return JSON.stringify(o, ["x"]); });
t(() => { const o = {}; o[1] = o; return JSON.stringify(o, [1]); });
t(() => { const a = [[[]]]; a[0][0].push(a); return JSON.stringify(a); });
t(() => JSON.stringify({ get a() { throw new Error("getter"); } }));
t(() => JSON.stringify({ a: new String("s") }, null, "\t"));
t(() => { const s = new String("x"); s.toString = () => "y"; return JSON.stringify([s]); });
t(() => { const n = new Number(1); n.valueOf = () => 7; return JSON.stringify([n]); });
t(() => JSON.stringify("\u00ff\u0100"));
t(() => JSON.parse('[1,,2]'));
t(() => JSON.parse('{"a":1}', function (k, v) { if (k === "a") Object.defineProperty(this, "b", { value: 1, enumerable: true }); return v; }));
t(() => JSON.stringify([new Map([[1, 2]]).entries()]));
t(() => JSON.parse("\"\\uDEAD\"").charCodeAt(0));
t(() => JSON.stringify(JSON.parse("\"\\uDEAD\"")));
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property '0' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     |     property 'a' -> object with constructor 'Object'
// expect:     --- property '5' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property '01' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property 'x' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Object'
// expect:     --- property '1' closes the circle
// expect: TypeError: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Array'
// expect:     |     index 0 -> object with constructor 'Array'
// expect:     |     index 0 -> object with constructor 'Array'
// expect:     --- index 0 closes the circle
// expect: Error: getter
// expect: {
// expect: 	"a": "s"
// expect: }
// expect: ["y"]
// expect: [7]
// expect: "ÿĀ"
// expect: SyntaxError: Unexpected token ',', "[1,,2]" is not valid JSON
// expect: { a: 1, b: 1 }
// expect: [{}]
// expect: 57005
// expect: "\udead"
