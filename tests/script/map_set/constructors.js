// constructing from iterables, subclassing, and the errors node raises
function t(f) { try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); } }
t(() => new Map([[1, "a"], [2, "b"], [1, "c"]]));
t(() => new Map(new Map([["k", "v"]])));
t(() => new Map(new Set([[1, 2]])));
t(() => new Set(new Map([[1, 2]])));
t(() => new Set(new Set([1, 2]).values()));
t(() => new Map(Object.entries({ a: 1, b: 2 })));
t(() => [new Map(null).size, new Map(undefined).size, new Set(null).size, new Map([]).size]);
t(() => new Map([[]]));
t(() => new Map([[1]]));
t(() => new Map([[1, 2, 3]]));
t(() => new Map(["ab"]));
t(() => Map());
t(() => Set([1]));
t(() => new Map(5));
t(() => new Set(5));
t(() => new Map({}));
t(() => new Set(true));
t(() => new Map([1]));
t(() => new Map([null]));
t(() => new Map([undefined]));
t(() => new Map(["ab"]));
// subclasses use new.target's prototype and call the overridden adder
class Counted extends Map {
  set(k, v) { Counted.calls = (Counted.calls || 0) + 1; return super.set(k, v * 10); }
}
const cm = new Counted([["a", 1], ["b", 2]]);
console.log(cm instanceof Counted, cm instanceof Map, cm.get("b"), Counted.calls, cm.size);
class Tagged extends Set {}
const ts = new Tagged([1, 2]);
console.log(ts instanceof Tagged, ts.has(2), ts.size);
// a non-callable adder
t(() => { class Bad extends Map {} Bad.prototype.set = 1; return new Bad([[1, 2]]); });
t(() => { class Bad extends Map {} Bad.prototype.set = 1; return new Bad().size; });
// errors from the adder propagate
class Throws extends Map { set() { throw new Error("adder failed"); } }
t(() => new Throws([[1, 2]]));
t(() => new Throws([]).size);
// expect: Map(2) { 1 => 'c', 2 => 'b' }
// expect: Map(1) { 'k' => 'v' }
// expect: Map(1) { 1 => 2 }
// expect: Set(1) { [ 1, 2 ] }
// expect: Set(2) { 1, 2 }
// expect: Map(2) { 'a' => 1, 'b' => 2 }
// expect: [ 0, 0, 0, 0 ]
// expect: Map(1) { undefined => undefined }
// expect: Map(1) { 1 => undefined }
// expect: Map(1) { 1 => 2 }
// expect: TypeError: Iterator value ab is not an entry object
// expect: TypeError: Constructor Map requires 'new'
// expect: TypeError: Constructor Set requires 'new'
// expect: TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: boolean true is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: Iterator value 1 is not an entry object
// expect: TypeError: Iterator value null is not an entry object
// expect: TypeError: Iterator value undefined is not an entry object
// expect: TypeError: Iterator value ab is not an entry object
// expect: true true 20 2 2
// expect: true true 2
// expect: TypeError: '1' returned for property 'set' of object '#<Bad>' is not a function
// expect: 0
// expect: Error: adder failed
// expect: 0
