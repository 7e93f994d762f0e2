// Proxy.revocable: every operation on a revoked proxy throws, naming it.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const r = Proxy.revocable({ a: 1 }, {});
console.log(Object.keys(r).join(), typeof r.revoke, r.revoke.length, JSON.stringify(r.revoke.name));
console.log(r.proxy.a);
console.log(r.revoke(), r.revoke()); // a second call does nothing
t(() => r.proxy.x);
t(() => (r.proxy.x = 1));
t(() => 'x' in r.proxy);
t(() => delete r.proxy.x);
t(() => Object.keys(r.proxy));
t(() => Object.getPrototypeOf(r.proxy));
t(() => Object.setPrototypeOf(r.proxy, {}));
t(() => Object.isExtensible(r.proxy));
t(() => Object.preventExtensions(r.proxy));
t(() => Object.getOwnPropertyDescriptor(r.proxy, 'x'));
t(() => Object.defineProperty(r.proxy, 'x', {}));
t(() => Array.isArray(r.proxy));
t(() => typeof r.proxy);
t(() => JSON.stringify(r.proxy));
t(() => Object.prototype.toString.call(r.proxy));
t(() => ({}) instanceof r.proxy);
t(() => r.proxy instanceof Object);
t(() => { for (const k in r.proxy); });
const rf = Proxy.revocable(function () {}, {});
rf.revoke();
t(() => rf.proxy());
t(() => new rf.proxy());
t(() => typeof rf.proxy);
// a revoked proxy may still be a target
t(() => typeof new Proxy(r.proxy, {}));
// through a prototype chain
const child = Object.create(new Proxy({ inherited: 1 }, {}));
console.log(child.inherited);
const r2 = Proxy.revocable({}, {});
const child2 = Object.create(r2.proxy);
r2.revoke();
t(() => child2.anything);
t(() => 'anything' in child2);
// expect: proxy,revoke function 0 ""
// expect: 1
// expect: undefined undefined
// expect: TypeError: Cannot perform 'get' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'set' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'has' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'deleteProperty' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'ownKeys' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'getPrototypeOf' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'setPrototypeOf' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'isExtensible' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'preventExtensions' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'getOwnPropertyDescriptor' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'defineProperty' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'IsArray' on a proxy that has been revoked
// expect: object
// expect: TypeError: Cannot perform 'get' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'Object.prototype.toString' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'get' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'getPrototypeOf' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'ownKeys' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'apply' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'construct' on a proxy that has been revoked
// expect: function
// expect: object
// expect: 1
// expect: TypeError: Cannot perform 'get' on a proxy that has been revoked
// expect: TypeError: Cannot perform 'has' on a proxy that has been revoked
