// JSON.stringify edge cases: primitives, wrappers, special numbers, escapes
console.log(JSON.stringify(-0), JSON.stringify([-0, 0, -0.5]), JSON.stringify(NaN), JSON.stringify([Infinity, -Infinity]));
console.log(JSON.stringify(1e21), JSON.stringify(1e-7), JSON.stringify(123.456), JSON.stringify(2 ** 53));
console.log(JSON.stringify(new Number(3)), JSON.stringify(new String("s")), JSON.stringify(new Boolean(false)));
console.log(JSON.stringify({ n: new Number(-0), s: new String("x\n"), b: [new Boolean(true)] }));
console.log(JSON.stringify("\u0000\u001f\u007f"), JSON.stringify("\u2028\u2029").length, JSON.stringify("\b\f\n\r\t\v"));
console.log(JSON.stringify("\ud800"), JSON.stringify("\udc00x"), JSON.stringify("a\ud83d\ude00b"), JSON.stringify("\ude00\ud83d"));
console.log(JSON.stringify("é€"), JSON.stringify({ "é": "ü" }), JSON.stringify({ "\n": 1, '"': 2 }));
console.log(JSON.stringify(function () {}), JSON.stringify(() => 1), JSON.stringify(undefined));
console.log(JSON.stringify([undefined, () => 0, null]), JSON.stringify({ a: undefined, b: () => 0, c: null }));
console.log(JSON.stringify({}), JSON.stringify([]), JSON.stringify([[]]), JSON.stringify({ a: {} }));
console.log(JSON.stringify([, 1, , ]), JSON.stringify(new Array(3)));
console.log(JSON.stringify(true), JSON.stringify(null), JSON.stringify("str"));
// property order: integer keys first, then insertion order
console.log(JSON.stringify({ b: 1, 2: 2, a: 3, 1: 4, "-1": 5, "01": 6 }));
// non-enumerable and inherited properties are skipped
const o = Object.create({ inherited: 1 });
Object.defineProperty(o, "hidden", { value: 2, enumerable: false });
o.shown = 3;
console.log(JSON.stringify(o));
// getters run
console.log(JSON.stringify({ get g() { return [1, 2]; } }));
// array extra properties are ignored
const arr = [1, 2];
arr.extra = "x";
console.log(JSON.stringify(arr));
// the same object twice (not a cycle)
const shared = { s: 1 };
console.log(JSON.stringify({ a: shared, b: shared, c: [shared, shared] }));
// toJSON on prototypes and with keys
class P { constructor(x) { this.x = x; } toJSON(key) { return "P(" + this.x + ")@" + key; } }
console.log(JSON.stringify([new P(1), { k: new P(2) }]), JSON.stringify(new P(3)));
console.log(JSON.stringify({ toJSON: 5, a: 1 }), JSON.stringify({ a: { toJSON() { return undefined; } }, b: 1 }));
console.log(JSON.stringify({ d: { toJSON() { return () => 1; } } }), JSON.stringify([{ toJSON() {} }]));
// Error objects and other builtins
console.log(JSON.stringify(new Error("boom")), JSON.stringify(Math), JSON.stringify([JSON]));
console.log(JSON.stringify({ __proto__: null, z: 1 }));
// expect: 0 [0,0,-0.5] null [null,null]
// expect: 1e+21 1e-7 123.456 9007199254740992
// expect: 3 "s" false
// expect: {"n":0,"s":"x\n","b":[true]}
// expect: "\u0000\u001f" 4 "\b\f\n\r\t\u000b"
// expect: "\ud800" "\udc00x" "a😀b" "\ude00\ud83d"
// expect: "é€" {"é":"ü"} {"\n":1,"\"":2}
// expect: undefined undefined undefined
// expect: [null,null,null] {"c":null}
// expect: {} [] [[]] {"a":{}}
// expect: [null,1,null] [null,null,null]
// expect: true null "str"
// expect: {"1":4,"2":2,"b":1,"a":3,"-1":5,"01":6}
// expect: {"shown":3}
// expect: {"g":[1,2]}
// expect: [1,2]
// expect: {"a":{"s":1},"b":{"s":1},"c":[{"s":1},{"s":1}]}
// expect: ["P(1)@0",{"k":"P(2)@k"}] "P(3)@"
// expect: {"toJSON":5,"a":1} {"b":1}
// expect: {} [null]
// expect: {} {} [{}]
// expect: {"z":1}
