class A extends WeakMap { get set() { return 5; } }
try { new A([[{}, 1]]); } catch (e) { console.log(e.message); }
class B extends WeakSet { get add() { return undefined; } }
try { new B([{}]); } catch (e) { console.log(e.message); }
class C extends Map { get set() { return 5; } }
try { new C([[{}, 1]]); } catch (e) { console.log(e.message); }
try { new WeakMap([1]); } catch (e) { console.log(e.message); }
const it = { [Symbol.iterator]() { return { next() { return { value: { get 0() { throw new Error("boom"); } }, done: false }; }, return() { console.log("closed"); return {}; } }; } };
try { new WeakMap(it); } catch (e) { console.log(e.message); }
try { new Map(it); } catch (e) { console.log(e.message); }
try { new WeakMap(5); } catch (e) { console.log(e.message); }
const w = new WeakMap([[{}, 1]]); console.log(w instanceof WeakMap);
// expect: '5' returned for property 'set' of object '#<A>' is not a function
// expect: 'undefined' returned for property 'add' of object '#<B>' is not a function
// expect: '5' returned for property 'set' of object '#<C>' is not a function
// expect: Iterator value 1 is not an entry object
// expect: closed
// expect: boom
// expect: closed
// expect: boom
// expect: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: true
