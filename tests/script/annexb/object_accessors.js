// Annex B Object.prototype accessor methods and the __proto__ accessor, against node 26.
const t = (f) => { try { console.log('ok', f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const OP = Object.prototype;
for (const n of ['__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']) {
  const d = Object.getOwnPropertyDescriptor(OP, n);
  console.log(n, d.value.name, d.value.length, d.writable, d.enumerable, d.configurable, 'prototype' in d.value);
  t(() => new d.value());
}
const pd = Object.getOwnPropertyDescriptor(OP, '__proto__');
console.log(pd.get.name, pd.get.length, pd.set.name, pd.set.length, pd.enumerable, pd.configurable);
console.log(Object.getOwnPropertyNames(OP).join(' '));
const o = {};
t(() => o.__defineGetter__('x', function () { return 1; }));
console.log(o.x, JSON.stringify(Object.getOwnPropertyDescriptor(o, 'x')), typeof Object.getOwnPropertyDescriptor(o, 'x').get);
t(() => o.__defineSetter__('x', function (v) { this.y = v; }));
o.x = 5; console.log(o.y, Object.getOwnPropertyDescriptor(o, 'x').enumerable, Object.getOwnPropertyDescriptor(o, 'x').configurable);
t(() => o.__defineGetter__('z', 5));
t(() => o.__defineSetter__('z', {}));
t(() => OP.__defineGetter__.call(null, 'a', () => 1));
t(() => OP.__defineGetter__.call(undefined, 'a', () => 1));
t(() => OP.__lookupGetter__.call(null, 'a'));
t(() => OP.__lookupGetter__.call(undefined, 'a'));
t(() => OP.__lookupSetter__.call(null, 'a'));
t(() => OP.__defineSetter__.call(undefined, 'a', () => 1));
const f = Object.freeze({});
t(() => f.__defineGetter__('a', () => 1));
const nc = {}; Object.defineProperty(nc, 'a', {value: 1});
t(() => nc.__defineGetter__('a', () => 1));
t(() => o.__lookupGetter__('x') === Object.getOwnPropertyDescriptor(o, 'x').get);
t(() => Object.create(o).__lookupSetter__('x') === Object.getOwnPropertyDescriptor(o, 'x').set);
t(() => ({ get q() { return 1; } }).__lookupSetter__('q'));
t(() => ({ q: 1 }).__lookupGetter__('q'));
const shadow = Object.create({ get s() { return 1; } }); shadow.s2 = 1; Object.defineProperty(shadow, 's', { value: 2 });
t(() => shadow.__lookupGetter__('s'));
t(() => OP.__lookupGetter__.call(1, 'toString'));
t(() => OP.__lookupGetter__.call('str', 'length'));
t(() => [].__lookupGetter__('length'));
const key = { toString() { console.log('key toString'); return 'k'; } };
t(() => o.__lookupGetter__(key));
t(() => o.__defineGetter__(key, () => 9));
const sym = Symbol('s');
t(() => o.__defineGetter__(sym, () => 'symval'));
console.log(o[sym]);
console.log(({}).__proto__ === OP, Object.create(null).__proto__);
const po = {}; po.__proto__ = Array.prototype; console.log(Array.isArray(po), po instanceof Array);
t(() => pd.get.call(undefined));
t(() => pd.set.call(undefined, {}));
t(() => pd.set.call(null, {}));
t(() => pd.set.call(1, {}));
t(() => pd.set.call({}, 1));
t(() => pd.get.call(1) === Number.prototype);
t(() => { const a = {}; const b = Object.create(a); a.__proto__ = b; });
t(() => { const a = Object.preventExtensions({}); a.__proto__ = {}; });
t(() => { const a = Object.preventExtensions({}); a.__proto__ = OP; return 'same ok'; });
// expect: __defineGetter__ __defineGetter__ 2 true false true false
// expect: TypeError: d.value is not a constructor
// expect: __defineSetter__ __defineSetter__ 2 true false true false
// expect: TypeError: d.value is not a constructor
// expect: __lookupGetter__ __lookupGetter__ 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: __lookupSetter__ __lookupSetter__ 1 true false true false
// expect: TypeError: d.value is not a constructor
// expect: get __proto__ 0 set __proto__ 1 false true
// expect: constructor __defineGetter__ __defineSetter__ hasOwnProperty __lookupGetter__ __lookupSetter__ isPrototypeOf propertyIsEnumerable toString valueOf __proto__ toLocaleString
// expect: ok undefined
// expect: 1 {"enumerable":true,"configurable":true} function
// expect: ok undefined
// expect: 5 true true
// expect: TypeError: Object.prototype.__defineGetter__: Expecting function
// expect: TypeError: Object.prototype.__defineSetter__: Expecting function
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot define property a, object is not extensible
// expect: TypeError: Cannot redefine property: a
// expect: ok true
// expect: ok true
// expect: ok undefined
// expect: ok undefined
// expect: ok undefined
// expect: ok undefined
// expect: ok undefined
// expect: ok undefined
// expect: key toString
// expect: ok undefined
// expect: key toString
// expect: ok undefined
// expect: ok undefined
// expect: symval
// expect: true undefined
// expect: false true
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: set Object.prototype.__proto__ called on null or undefined
// expect: TypeError: set Object.prototype.__proto__ called on null or undefined
// expect: ok undefined
// expect: ok undefined
// expect: ok true
// expect: TypeError: Cyclic __proto__ value
// expect: TypeError: #<Object> is not extensible
// expect: ok same ok
