"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
const log = [];
const o = { valueOf() { log.push("valueOf"); return 42; }, toString() { log.push("toString"); return "str"; } };
t(() => [o + 1, `${o}`, String(o), +o, o * 1, o == 42, o > 41, [o] + "", o + ""]);
t(() => log.join());
t(() => { const p = { [Symbol.toPrimitive](h) { return h; } }; return [p + "", `${p}`, +p, p * 1, p == "default", p < "z", String(p), [p].join()]; });
t(() => +{ [Symbol.toPrimitive]: null, valueOf() { return 3; } });
t(() => +{ [Symbol.toPrimitive]: undefined, valueOf() { return 4; } });
t(() => `${{ valueOf() { return 1; }, toString() { return {}; } }}`);
t(() => `${{ valueOf() { return 1; }, toString: null }}`);
t(() => +{ valueOf: 5, toString() { return "7"; } });
t(() => { const d = { get [Symbol.toPrimitive]() { return () => 9; } }; return d * 2; });
t(() => { const k = { toString() { return "key"; } }; const o = {}; o[k] = 1; return Object.keys(o); });
t(() => [Object(1) + 1, Object("a") + "b", Object(true) + 1, new Number(5) == 5, new String("x") == "x", new Boolean(false) ? 1 : 2]);
t(() => { const calls = []; const a = { valueOf() { calls.push("a"); return 1; } }; const b = { valueOf() { calls.push("b"); return 2; } }; return [a < b, b > a, a <= b, calls.join("")]; });
// expect: [
// expect:   43,   'str', 'str',
// expect:   42,   42,    true,
// expect:   true, 'str', '42'
// expect: ]
// expect: valueOf,toString,toString,valueOf,valueOf,valueOf,valueOf,toString,valueOf
// expect: [
// expect:   'default', 'string',
// expect:   NaN,       NaN,
// expect:   true,      true,
// expect:   'string',  'string'
// expect: ]
// expect: 3
// expect: 4
// expect: 1
// expect: 1
// expect: 7
// expect: 18
// expect: [ 'key' ]
// expect: [ 2, 'ab', 2, true, true, 1 ]
// expect: [ true, true, true, 'abbaab' ]
