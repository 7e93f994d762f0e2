// The module namespace exotic object (ECMA-262 10.4.6): bindings are
// writable, enumerable, non-configurable data properties whose reads go
// through the module environment, so an uninitialised binding throws a
// ReferenceError from every operation that reads its descriptor.
import * as self from './main.mjs';
import * as lib from './lib.mjs';
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };

// uninitialised (TDZ) bindings: `late` is declared below
t(() => Object.prototype.hasOwnProperty.call(self, 'late'));
t(() => Object.hasOwn(self, 'late'));
t(() => Object.prototype.propertyIsEnumerable.call(self, 'late'));
t(() => Object.keys(self));
t(() => { for (const k in self) return k; });
t(() => Object.getOwnPropertyDescriptor(self, 'late'));
t(() => Reflect.defineProperty(self, 'late', {}));
t(() => 'late' in self);
t(() => Reflect.ownKeys(self));
t(() => self.late);
t(() => Reflect.deleteProperty(self, 'late'));
t(() => Reflect.set(self, 'late', 1));
t(() => Reflect.set({}, 'late', 1, self));
class A { constructor() { return self; } }
class B extends A { constructor() { super(); super.late = 14; } }
t(() => new B());
console.log(self);
t(() => Object.freeze(self));

// initialised bindings
t(() => Object.getOwnPropertyDescriptor(lib, 'x'));
t(() => Reflect.defineProperty(lib, 'x', { value: 1 }));
t(() => Reflect.defineProperty(lib, 'x', { value: 2 }));
t(() => Reflect.defineProperty(lib, 'x', { value: 1, writable: true, enumerable: true, configurable: false }));
t(() => Reflect.defineProperty(lib, 'x', { writable: false }));
t(() => Reflect.defineProperty(lib, 'x', { enumerable: false }));
t(() => Reflect.defineProperty(lib, 'x', { configurable: true }));
t(() => Reflect.defineProperty(lib, 'x', { get() {} }));
t(() => Reflect.defineProperty(lib, 'nope', { value: 1 }));
t(() => Reflect.defineProperty(lib, Symbol.toStringTag, { value: 'Module' }));
t(() => Reflect.defineProperty(lib, Symbol.toStringTag, { value: 'Other' }));
t(() => Object.defineProperty(lib, 'x', { value: 1 }) === lib);
t(() => Object.defineProperty(lib, 'x', { value: 3 }));
t(() => Object.getOwnPropertyDescriptor(lib, 'x'));
t(() => Reflect.set({}, 'x', 1, lib));
t(() => Reflect.set({}, 'x', 2, lib));
t(() => Reflect.set(lib, 'x', 1));
t(() => Reflect.preventExtensions(lib) + ' ' + Object.isExtensible(lib));
t(() => Object.prototype.toString.call(lib));
t(() => Object.getOwnPropertyDescriptor(lib, Symbol.toStringTag));
t(() => Reflect.getPrototypeOf(lib) + ' ' + Reflect.setPrototypeOf(lib, null) + ' ' + Reflect.setPrototypeOf(lib, {}));
t(() => JSON.stringify(Object.entries(lib)));
t(() => { lib.bump(); return lib.x + ' ' + Object.getOwnPropertyDescriptor(lib, 'x').value; });
t(() => Object.isFrozen(lib) + ' ' + Object.isSealed(lib));
t(() => Object.freeze(lib));
t(() => Object.seal(lib) === lib);
t(() => Object.isFrozen(lib) + ' ' + Object.isSealed(lib));
console.log(lib);

export let late = 1;
