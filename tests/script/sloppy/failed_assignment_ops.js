// Failed assignments through every kind of target: silent in sloppy code, TypeErrors in strict code.
const ro = Object.defineProperty({}, "x", { value: 1, writable: false });
function t1() { ro.x += 5; ro.x++; ++ro["x"]; [ro.x] = [9]; ({ a: ro.x } = { a: 8 }); for (ro.x of [7]); for (ro.x in {k:1}); return ro.x; }
console.log(t1());
function t2() { undefined = 1; NaN = 2; Infinity = 3; return [undefined, NaN, Infinity].join(); }
console.log(t2());
var o = { __proto__: ro, m() { super.x = 5; return this.x; } };
console.log(o.m());
function t3() { "use strict"; try { ro.x += 1; } catch (e) { return e.message; } }
console.log(t3());
function t4() { "use strict"; try { [ro.x] = [1]; } catch (e) { return e.message; } }
console.log(t4());
function t5() { "use strict"; try { undefined = 1; } catch (e) { return e.message; } }
console.log(t5());
function t6() { var s = "abc"; s[1] = "x"; s.foo = 1; return s + s.foo; }
console.log(t6());
function t7() { "use strict"; var s = "abc"; try { s.foo = 1; } catch (e) { return e.message; } }
console.log(t7());
var frozenArr = Object.freeze([1,2,3]);
function t8() { frozenArr[0] = 5; frozenArr.length = 0; frozenArr[10] = 1; return frozenArr.join(); }
console.log(t8());
function t9() { "use strict"; try { frozenArr.length = 0; } catch (e) { return e.message; } }
console.log(t9());
function t10() { var a = [1]; Object.defineProperty(a, 'length', {writable: false}); a.push; a[3] = 1; try { a.push(2); } catch (e) { return a.length + e.message; } }
console.log(t10());
console.log(delete Math.PI, delete [].length, delete "abc".length, delete globalThis.NaN);
function t11() { "use strict"; try { delete Math.PI; } catch (e) { return e.message; } }
console.log(t11());
var ta = new Uint8Array(2); function t12() { ta[5] = 1; ta.x = 1; return delete ta[0]; }
console.log(t12());
function t13() { var args = arguments; return delete args.length; }
console.log(t13());
// expect: 1
// expect: ,NaN,Infinity
// expect: 1
// expect: Cannot assign to read only property 'x' of object '#<Object>'
// expect: Cannot assign to read only property 'x' of object '#<Object>'
// expect: Cannot assign to read only property 'undefined' of object '#<Object>'
// expect: abcundefined
// expect: Cannot create property 'foo' on string 'abc'
// expect: 1,2,3
// expect: Cannot assign to read only property 'length' of object '[object Array]'
// expect: 1Cannot assign to read only property 'length' of object '[object Array]'
// expect: false false false false
// expect: Cannot delete property 'PI' of #<Object>
// expect: false
// expect: true
