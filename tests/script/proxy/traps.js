// Every trap is called with the arguments the spec gives it, and its result
// is what the operation sees. A logging handler records each call.
const log = [];
const target = { a: 1 };
const handler = {};
for (const name of ['getPrototypeOf', 'setPrototypeOf', 'isExtensible', 'preventExtensions',
    'getOwnPropertyDescriptor', 'defineProperty', 'has', 'get', 'set', 'deleteProperty', 'ownKeys']) {
  handler[name] = function (...args) {
    log.push(name + '(' + args.slice(1).map((a) => typeof a === 'symbol' ? a.toString()
      : a === p ? 'proxy' : typeof a === 'object' && a !== null ? JSON.stringify(a) : String(a)).join(', ') + ')');
    return Reflect[name](...args);
  };
}
const p = new Proxy(target, handler);
const step = (label, f) => { log.length = 0; const r = f(); console.log(label, '=>', String(r), '|', log.join(' ')); };
step('get', () => p.a);
step('get index', () => p[0]);
step('get symbol', () => p[Symbol.iterator]);
step('set', () => (p.b = 2));
step('has', () => 'b' in p);
step('delete', () => delete p.b);
step('keys', () => Object.keys(p));
step('names', () => Object.getOwnPropertyNames(p));
step('gopd', () => JSON.stringify(Object.getOwnPropertyDescriptor(p, 'a')));
step('define', () => Object.defineProperty(p, 'c', { value: 3, enumerable: true }) === p);
step('getProto', () => Object.getPrototypeOf(p) === Object.prototype);
step('setProto', () => Object.setPrototypeOf(p, null) === p);
step('isExt', () => Object.isExtensible(p));
step('prevent', () => Object.preventExtensions(p) === p);
step('hasOwn', () => Object.hasOwn(p, 'a'));
step('entries', () => JSON.stringify(Object.entries(p)));
step('assign', () => JSON.stringify(Object.assign({}, p)));
step('spread', () => JSON.stringify({ ...p }));
step('json', () => JSON.stringify(p));
step('forin', () => { const ks = []; for (const k in p) ks.push(k); return ks.join(); });
step('frozen', () => Object.isFrozen(p));

// apply and construct
const f = new Proxy(function add(x, y) { return x + y; }, {
  apply(t, thisArg, args) { return 'apply ' + (thisArg === undefined) + ' ' + t(...args) * 10; },
  construct(t, args, nt) { return { made: args.join('+'), nt: nt === fp }; },
});
const fp = f;
console.log(f(1, 2), f.call(undefined, 3, 4), Reflect.apply(f, undefined, [5, 6]));
console.log(JSON.stringify(new f(7, 8)), typeof f);
// no traps: forwarded to the target
const g = new Proxy(function G(v) { this.v = v; }, {});
const obj = new g(9);
console.log(obj.v, obj instanceof g, Object.getPrototypeOf(obj) === g.prototype);
class Base { constructor() { this.base = true; } }
class Derived extends new Proxy(Base, {}) { constructor() { super(); this.derived = true; } }
console.log(JSON.stringify(new Derived()));
// expect: get => 1 | get(a, proxy)
// expect: get index => undefined | get(0, proxy)
// expect: get symbol => undefined | get(Symbol(Symbol.iterator), proxy)
// expect: set => 2 | set(b, 2, proxy) getOwnPropertyDescriptor(b) defineProperty(b, {"value":2,"writable":true,"enumerable":true,"configurable":true})
// expect: has => true | has(b)
// expect: delete => true | deleteProperty(b)
// expect: keys => a | ownKeys() getOwnPropertyDescriptor(a)
// expect: names => a | ownKeys()
// expect: gopd => {"value":1,"writable":true,"enumerable":true,"configurable":true} | getOwnPropertyDescriptor(a)
// expect: define => true | defineProperty(c, {"value":3,"enumerable":true})
// expect: getProto => true | getPrototypeOf()
// expect: setProto => true | setPrototypeOf(null)
// expect: isExt => true | isExtensible()
// expect: prevent => true | preventExtensions()
// expect: hasOwn => true | getOwnPropertyDescriptor(a)
// expect: entries => [["a",1],["c",3]] | ownKeys() getOwnPropertyDescriptor(a) get(a, proxy) getOwnPropertyDescriptor(c) get(c, proxy)
// expect: assign => {"a":1,"c":3} | ownKeys() getOwnPropertyDescriptor(a) get(a, proxy) getOwnPropertyDescriptor(c) get(c, proxy)
// expect: spread => {"a":1,"c":3} | ownKeys() getOwnPropertyDescriptor(a) get(a, proxy) getOwnPropertyDescriptor(c) get(c, proxy)
// expect: json => {"a":1,"c":3} | get(toJSON, proxy) ownKeys() getOwnPropertyDescriptor(a) getOwnPropertyDescriptor(c) get(a, proxy) get(c, proxy)
// expect: forin => a,c | ownKeys() getPrototypeOf() getOwnPropertyDescriptor(a) getOwnPropertyDescriptor(c)
// expect: frozen => false | isExtensible() ownKeys() getOwnPropertyDescriptor(a)
// expect: apply true 30 apply true 70 apply true 110
// expect: {"made":"7+8","nt":true} function
// expect: 9 true true
// expect: {"base":true,"derived":true}
