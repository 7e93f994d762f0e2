"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
// every descriptor is read before anything is defined
t(() => { const o = {}; try { Object.defineProperties(o, { a: { value: 1 }, b: 2 }); } catch (e) { console.log(e.message); } return Object.getOwnPropertyNames(o); });
t(() => { const o = {}; Object.defineProperties(o, { a: { value: 1, enumerable: true }, [Symbol("z")]: { value: 2 } }); return [Object.keys(o), Object.getOwnPropertySymbols(o)]; });
t(() => { const props = Object.defineProperty({ a: { value: 1 } }, "hidden", { value: { value: 2 }, enumerable: false }); return Object.getOwnPropertyNames(Object.defineProperties({}, props)); });
t(() => { const log = []; const props = { get a() { log.push("read a"); return { value: 1 }; }, get b() { log.push("read b"); return { get: 5 }; } }; try { Object.defineProperties({}, props); } catch (e) { log.push(e.message); } return log; });
t(() => { const o = Object.defineProperties({}, { x: { value: 1 } }); Object.defineProperties(o, { y: { value: 2 }, x: { value: 3 } }); });
t(() => Object.defineProperties({}, "ab"));
t(() => Object.defineProperties({}, { a: 1 }));
t(() => Object.defineProperties({}, null));
t(() => Object.defineProperties(1, {}));
t(() => Object.keys(Object.defineProperties({}, {})));
t(() => Object.defineProperties.length);
// expect: Property description must be an object: 2
// expect: []
// expect: [ [ 'a' ], [ Symbol(z) ] ]
// expect: [ 'a' ]
// expect: [ 'read a', 'read b', 'Getter must be a function: 5' ]
// expect: TypeError: Cannot redefine property: x
// expect: TypeError: Property description must be an object: a
// expect: TypeError: Property description must be an object: 1
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Object.defineProperties called on non-object
// expect: []
// expect: 2
