"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => [({}).hasOwnProperty("x"), [1].hasOwnProperty(0), [1].hasOwnProperty("length"), "ab".hasOwnProperty(1), "ab".hasOwnProperty("length"), Object.hasOwn([], "length"), Object.hasOwn("ab", 0)]);
t(() => { const s = Symbol(); return [Object.hasOwn({ [s]: 1 }, s), ({ [s]: 1 }).hasOwnProperty(s), Object.hasOwn({ 1: 1 }, 1), Object.hasOwn({ 1: 1 }, "1")]; });
t(() => Object.hasOwn(null, "x"));
t(() => Object.prototype.hasOwnProperty.call(undefined, "x"));
t(() => { const log = []; try { Object.prototype.hasOwnProperty.call(null, { toString() { log.push("key"); return "k"; } }); } catch (e) { log.push(e.message); } return log; });
t(() => { const log = []; try { Object.hasOwn(null, { toString() { log.push("key"); return "k"; } }); } catch (e) { log.push(e.message); } return log; });
t(() => [Object.is(NaN, NaN), Object.is(0, -0), Object.is(-0, -0), Object.is("a", "a"), Object.is({}, {}), Object.is(), Object.is(null, undefined)]);
t(() => [Object.hasOwn.length, Object.is.length, Object.prototype.hasOwnProperty.length]);
// expect: [
// expect:   false, true,
// expect:   true,  true,
// expect:   true,  true,
// expect:   true
// expect: ]
// expect: [ true, true, true, true ]
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: [ 'key', 'Cannot convert undefined or null to object' ]
// expect: [ 'Cannot convert undefined or null to object' ]
// expect: [
// expect:   true,  false,
// expect:   true,  true,
// expect:   false, true,
// expect:   false
// expect: ]
// expect: [ 2, 2, 1 ]
