// Every invariant check of the proxy internal methods (ECMA-262 10.5) and
// the trap lookup, with V8's TypeError texts.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => new Proxy({}, {get: 1}).x);
t(() => new Proxy({}, {get: {}}).x);
t(() => new Proxy(1, {}));
t(() => Proxy({}, {}));
t(() => { 'use strict'; new Proxy({}, {set() { return false; }}).x = 1; });
t(() => Reflect.set(new Proxy({}, {set() { return false; }}), 'x', 1));
t(() => { 'use strict'; delete new Proxy({}, {deleteProperty() { return false; }}).x; });
t(() => Object.defineProperty(new Proxy({}, {defineProperty() { return false; }}), 'x', {value: 1}));
t(() => Object.setPrototypeOf(new Proxy({}, {setPrototypeOf() { return false; }}), {}));
t(() => Object.preventExtensions(new Proxy({}, {preventExtensions() { return false; }})));
t(() => Object.freeze(new Proxy({}, {preventExtensions() { return false; }})));
const fr = Object.freeze({a: 1});
t(() => new Proxy(fr, {get() { return 2; }}).a);
const acc = {}; Object.defineProperty(acc, 'a', {set(v) {}}); 
t(() => new Proxy(acc, {get() { return 2; }}).a);
t(() => { 'use strict'; new Proxy(fr, {set() { return true; }}).a = 5; });
t(() => 'a' in new Proxy(fr, {has() { return false; }}));
const ne = Object.preventExtensions({b: 1});
t(() => 'b' in new Proxy(ne, {has() { return false; }}));
t(() => delete new Proxy(fr, {deleteProperty() { return true; }}).a);
t(() => Object.keys(new Proxy(fr, {ownKeys() { return []; }})));
t(() => Object.keys(new Proxy({}, {ownKeys() { return ['a', 'a']; }})));
t(() => Object.keys(new Proxy({}, {ownKeys() { return [1]; }})));
t(() => Object.keys(new Proxy({}, {ownKeys() { return 1; }})));
t(() => Object.keys(new Proxy(ne, {ownKeys() { return ['b', 'c']; }})));
t(() => Object.isExtensible(new Proxy({}, {isExtensible() { return false; }})));
t(() => Object.preventExtensions(new Proxy({}, {preventExtensions() { return true; }})));
t(() => Object.getPrototypeOf(new Proxy(ne, {getPrototypeOf() { return Array.prototype; }})));
t(() => Object.getPrototypeOf(new Proxy({}, {getPrototypeOf() { return 1; }})));
t(() => Object.setPrototypeOf(new Proxy(ne, {setPrototypeOf() { return true; }}), Array.prototype));
t(() => Object.getOwnPropertyDescriptor(new Proxy({}, {getOwnPropertyDescriptor() { return 1; }}), 'x'));
t(() => Object.getOwnPropertyDescriptor(new Proxy(fr, {getOwnPropertyDescriptor() { return undefined; }}), 'a'));
t(() => Object.getOwnPropertyDescriptor(new Proxy(ne, {getOwnPropertyDescriptor() { return undefined; }}), 'b'));
t(() => Object.getOwnPropertyDescriptor(new Proxy({}, {getOwnPropertyDescriptor() { return {value: 1, configurable: false}; }}), 'x'));
t(() => Object.getOwnPropertyDescriptor(new Proxy(ne, {getOwnPropertyDescriptor() { return {value: 1, configurable: true}; }}), 'zz'));
t(() => Object.getOwnPropertyDescriptor(new Proxy(fr, {getOwnPropertyDescriptor() { return {value: 2, configurable: true}; }}), 'a'));
const nw = {}; Object.defineProperty(nw, 'a', {value: 1, writable: false, configurable: false});
const wnc = {}; Object.defineProperty(wnc, 'a', {value: 1, writable: true, configurable: false});
t(() => Object.getOwnPropertyDescriptor(new Proxy(wnc, {getOwnPropertyDescriptor() { return {value: 1, writable: false, configurable: false}; }}), 'a'));
t(() => Object.defineProperty(new Proxy({}, {defineProperty() { return true; }}), 'x', {value: 1, configurable: false}));
t(() => Object.defineProperty(new Proxy(ne, {defineProperty() { return true; }}), 'x', {value: 1}));
t(() => Object.defineProperty(new Proxy(fr, {defineProperty() { return true; }}), 'a', {value: 7}));
t(() => Object.defineProperty(new Proxy(wnc, {defineProperty() { return true; }}), 'a', {value: 1, writable: false, configurable: false}));
t(() => new (new Proxy(function(){}, {construct() { return 1; }}))());
t(() => delete new Proxy(ne, {deleteProperty() { return true; }}).b);
t(() => new Proxy({}, {get(t, k) { return k; }})[Symbol.iterator]);
// expect: TypeError: '1' returned for property 'get' of object '#<Object>' is not a function
// expect: TypeError: '#<Object>' returned for property 'get' of object '#<Object>' is not a function
// expect: TypeError: Cannot create proxy with a non-object as target or handler
// expect: TypeError: Constructor Proxy requires 'new'
// expect: TypeError: 'set' on proxy: trap returned falsish for property 'x'
// expect: false
// expect: TypeError: 'deleteProperty' on proxy: trap returned falsish for property 'x'
// expect: TypeError: 'defineProperty' on proxy: trap returned falsish for property 'x'
// expect: TypeError: 'setPrototypeOf' on proxy: trap returned falsish for property 'undefined'
// expect: TypeError: 'preventExtensions' on proxy: trap returned falsish
// expect: TypeError: 'preventExtensions' on proxy: trap returned falsish
// expect: TypeError: 'get' on proxy: property 'a' is a read-only and non-configurable data property on the proxy target but the proxy did not return its actual value (expected '1' but got '2')
// expect: TypeError: 'get' on proxy: property 'a' is a non-configurable accessor property on the proxy target and does not have a getter function, but the trap did not return 'undefined' (got '2')
// expect: TypeError: 'set' on proxy: trap returned truish for property 'a' which exists in the proxy target as a non-configurable and non-writable data property with a different value
// expect: TypeError: 'has' on proxy: trap returned falsish for property 'a' which exists in the proxy target as non-configurable
// expect: TypeError: 'has' on proxy: trap returned falsish for property 'b' but the proxy target is not extensible
// expect: TypeError: 'deleteProperty' on proxy: trap returned truish for property 'a' which is non-configurable in the proxy target
// expect: TypeError: 'ownKeys' on proxy: trap result did not include 'a'
// expect: TypeError: 'ownKeys' on proxy: trap returned duplicate entries
// expect: TypeError: 1 is not a valid property name
// expect: TypeError: CreateListFromArrayLike called on non-object
// expect: TypeError: 'ownKeys' on proxy: trap returned extra keys but proxy target is non-extensible
// expect: TypeError: 'isExtensible' on proxy: trap result does not reflect extensibility of proxy target (which is 'true')
// expect: TypeError: 'preventExtensions' on proxy: trap returned truish but the proxy target is extensible
// expect: TypeError: 'getPrototypeOf' on proxy: proxy target is non-extensible but the trap did not return its actual prototype
// expect: TypeError: 'getPrototypeOf' on proxy: trap returned neither object nor null
// expect: TypeError: 'setPrototypeOf' on proxy: trap returned truish for setting a new prototype on the non-extensible proxy target
// expect: TypeError: 'getOwnPropertyDescriptor' on proxy: trap returned neither object nor undefined for property 'x'
// expect: TypeError: 'getOwnPropertyDescriptor' on proxy: trap returned undefined for property 'a' which is non-configurable in the proxy target
// expect: TypeError: 'getOwnPropertyDescriptor' on proxy: trap returned undefined for property 'b' which exists in the non-extensible proxy target
// expect: TypeError: 'getOwnPropertyDescriptor' on proxy: trap reported non-configurability for property 'x' which is either non-existent or configurable in the proxy target
// expect: TypeError: 'getOwnPropertyDescriptor' on proxy: trap returned descriptor for property 'zz' that is incompatible with the existing property in the proxy target
// expect: TypeError: 'getOwnPropertyDescriptor' on proxy: trap returned descriptor for property 'a' that is incompatible with the existing property in the proxy target
// expect: TypeError: 'getOwnPropertyDescriptor' on proxy: trap reported non-configurable and non-writable for property 'a' which is non-configurable, writable in the proxy target
// expect: TypeError: 'defineProperty' on proxy: trap returned truish for defining non-configurable property 'x' which is either non-existent or configurable in the proxy target
// expect: TypeError: 'defineProperty' on proxy: trap returned truish for adding property 'x'  to the non-extensible proxy target
// expect: TypeError: 'defineProperty' on proxy: trap returned truish for adding property 'a'  that is incompatible with the existing property in the proxy target
// expect: TypeError: 'defineProperty' on proxy: trap returned truish for defining non-configurable property 'a' which cannot be non-writable, unless there exists a corresponding non-configurable, non-writable own property of the target object.
// expect: TypeError: 'construct' on proxy: trap returned non-object ('1')
// expect: TypeError: 'deleteProperty' on proxy: trap returned truish for property 'b' but the proxy target is non-extensible
// expect: Symbol(Symbol.iterator)
