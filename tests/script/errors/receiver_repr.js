'use strict';
// "incompatible receiver X" names the receiver as V8's NoSideEffectsToString
// does: #<Ctor> through the constructor data property (own or inherited) when
// toString is Object.prototype's, else [object Tag]; errors as "Name: msg".
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
class A {}
const recvs = [{}, [], Object.create(null), new Error('em'), new TypeError('te'), new Date(0), /r/,
    new A(), A.prototype, { constructor: function Foo() {} }, { constructor: 5 }, Set.prototype,
    Object.create(Set.prototype), new Number(1), { [Symbol.toStringTag]: 'Tagged', toString() { return ''; } },
    { toString() { return 'own'; } }, 'str', 5];
for (const r of recvs) {
    t(() => Map.prototype.has.call(r, 1));
    t(() => Date.prototype.getTime.call(r));
    t(() => Promise.prototype.then.call(r));
}
t(() => Map.prototype.size);
