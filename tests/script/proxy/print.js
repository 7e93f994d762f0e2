// console.log of a proxy prints its target, as node 26 does: Proxy(...),
// <Revoked Proxy>, and a circular target bare; no trap runs.
const noisy = { get() { throw new Error('a trap ran'); }, ownKeys() { throw new Error('a trap ran'); },
  getOwnPropertyDescriptor() { throw new Error('a trap ran'); }, getPrototypeOf() { throw new Error('a trap ran'); } };
console.log(new Proxy({ a: 1, b: [1, 2] }, noisy));
console.log([new Proxy({ a: 1 }, noisy), 1]);
console.log({ x: new Proxy([1, 2, 3], noisy) });
console.log(new Proxy(function foo() {}, noisy));
console.log(new Proxy(class A {}, noisy));
console.log(new Proxy(new Proxy({ a: 1 }, {}), {}));
console.log(new Proxy(new Map([[1, 2]]), {}));
const r = Proxy.revocable({}, {});
r.revoke();
console.log(r.proxy, [r.proxy], new Proxy(r.proxy, {}));
const big = {};
for (let i = 0; i < 8; i++) big['key' + i] = 'value' + i;
console.log(new Proxy(big, {}));
console.log(new Proxy({ a: { b: { c: { d: 1 } } } }, {}));
console.log({ x: { y: new Proxy({ a: { b: 1 } }, {}) } });
const o = {};
o.self = new Proxy(o, {});
console.log(o);
console.log(typeof new Proxy(function () {}, {}), typeof new Proxy({}, {}));
console.log(String(new Proxy({}, {})), `${new Proxy([1, 2], {})}`);
console.log(Object.prototype.toString.call(new Proxy([], {})), Object.prototype.toString.call(new Proxy(function () {}, {})));
console.log(JSON.stringify(new Proxy({ a: [1, new Proxy([2, 3], {})] }, {})), Array.isArray(new Proxy([], {})));
console.log(Function.prototype.toString.call(new Proxy(function () {}, {})));
// expect: Proxy({ a: 1, b: [ 1, 2 ] })
// expect: [ Proxy({ a: 1 }), 1 ]
// expect: { x: Proxy([ 1, 2, 3 ]) }
// expect: Proxy([Function: foo])
// expect: Proxy([class A])
// expect: Proxy(Proxy({ a: 1 }))
// expect: Proxy(Map(1) { 1 => 2 })
// expect: <Revoked Proxy> [ <Revoked Proxy> ] Proxy(<Revoked Proxy>)
// expect: Proxy({
// expect:   key0: 'value0',
// expect:   key1: 'value1',
// expect:   key2: 'value2',
// expect:   key3: 'value3',
// expect:   key4: 'value4',
// expect:   key5: 'value5',
// expect:   key6: 'value6',
// expect:   key7: 'value7'
// expect: })
// expect: Proxy({ a: { b: { c: [Object] } } })
// expect: { x: { y: Proxy({ a: [Object] }) } }
// expect: <ref *1> { self: [Circular *1] }
// expect: function object
// expect: [object Object] 1,2
// expect: [object Array] [object Function]
// expect: {"a":[1,[2,3]]} true
// expect: function () { [native code] }
