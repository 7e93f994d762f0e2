// A derived class without a constructor passes its arguments to the
// parent as they came: no Array.prototype[Symbol.iterator] call (node and
// the spec's default constructor), however that method is replaced.
var saved = Array.prototype[Symbol.iterator];
var calls = 0;
Array.prototype[Symbol.iterator] = function () { calls++; throw new Error('@@iterator invoked'); };
class Base { constructor(...a) { this.args = a.length; this.first = arguments[0]; } }
class Derived extends Base {}
class Deeper extends Derived {}
var d = new Derived(5, 6, 7);
var e = new Deeper();
var f = new Deeper(undefined, 2);
Array.prototype[Symbol.iterator] = saved;
console.log(d.args, d.first, e.args, e.first, f.args, f.first, calls);
console.log(d instanceof Derived, e instanceof Deeper, Object.getPrototypeOf(e) === Deeper.prototype);
// an explicit spread still iterates
Array.prototype[Symbol.iterator] = function () { calls++; return saved.call(this); };
class Explicit extends Base { constructor(...a) { super(...a); } }
console.log(new Explicit(1, 2).args, calls);
Array.prototype[Symbol.iterator] = saved;
// new.target and a parent that is not a constructor
class Arr extends Array {}
var a = new Arr(3);
console.log(a.length, a instanceof Arr, Array.isArray(a));
function NotCtor() {}
var bad = class extends NotCtor {};
Object.setPrototypeOf(bad, () => {});
try { new bad(); } catch (err) { console.log(err.constructor.name, err.message); }
// expect: 3 5 0 undefined 2 undefined 0
// expect: true true true
// expect: 2 1
// expect: 3 true true
// expect: TypeError Super constructor null of bad is not a constructor
