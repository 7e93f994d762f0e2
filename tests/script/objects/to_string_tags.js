"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
const ts = Object.prototype.toString;
t(() => [ts.call(undefined), ts.call(null), ts.call(1), ts.call("s"), ts.call(true), ts.call(Symbol())].join(" "));
t(() => [ts.call([]), ts.call({}), ts.call(() => 1), ts.call(class {}), ts.call(Math.max), ts.call(ts.bind(null))].join(" "));
t(() => [ts.call(new Error()), ts.call(new TypeError()), ts.call(Object(1)), ts.call(Object("s")), ts.call(Object(true)), ts.call(Object(Symbol()))].join(" "));
t(() => [ts.call(function () { return arguments; }()), ts.call(Math), ts.call([].values()), ts.call(""[Symbol.iterator]())].join(" "));
t(() => [ts.call({ [Symbol.toStringTag]: "X" }), ts.call({ [Symbol.toStringTag]: 1 }), ts.call({ [Symbol.toStringTag]: {} })].join(" "));
t(() => { class A { get [Symbol.toStringTag]() { return "Ay"; } } return [String(new A()), `${new A()}`, new A() + ""].join(" "); });
t(() => { const a = [1]; a[Symbol.toStringTag] = "Weird"; return ts.call(a); });
t(() => { const e = new Error("m"); e[Symbol.toStringTag] = "E2"; return ts.call(e); });
t(() => ts.call({ get [Symbol.toStringTag]() { throw new RangeError("boom"); } }));
t(() => [String({}), `${{}}`, {} + "", [] + {}, String(Object.create(null, { toString: { value() { return "nul"; } } }))].join(" "));
t(() => String(Object.create(null)));
t(() => `${Object.create(null)}`);
t(() => Object.create(null) + "");
t(() => ts.call(Symbol.prototype));
t(() => String(Object.prototype));
// expect: [object Undefined] [object Null] [object Number] [object String] [object Boolean] [object Symbol]
// expect: [object Array] [object Object] [object Function] [object Function] [object Function] [object Function]
// expect: [object Error] [object Error] [object Number] [object String] [object Boolean] [object Symbol]
// expect: [object Arguments] [object Math] [object Array Iterator] [object String Iterator]
// expect: [object X] [object Object] [object Object]
// expect: [object Ay] [object Ay] [object Ay]
// expect: [object Weird]
// expect: [object E2]
// expect: RangeError: boom
// expect: [object Object] [object Object] [object Object] [object Object] nul
// expect: TypeError: Cannot convert object to primitive value
// expect: TypeError: Cannot convert object to primitive value
// expect: TypeError: Cannot convert object to primitive value
// expect: [object Symbol]
// expect: [object Object]
