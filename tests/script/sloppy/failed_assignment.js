// Failed assignments are silent in sloppy code and TypeErrors in strict code.
const ro = Object.defineProperty({}, "x", { value: 1, writable: false });
const getterOnly = { get y() { return 2; } };
const frozen = Object.freeze({ z: 3 });
const sealed = Object.preventExtensions({});
function sloppy() {
    ro.x = 10;
    getterOnly.y = 20;
    frozen.z = 30;
    sealed.w = 40;
    "str"[0] = "x";
    (5).p = 1;
    const s = "abc"; s.length = 1;
    const arr = Object.freeze([1, 2]); arr[0] = 9; arr.push;
    ro["x"] = 11;
    return [ro.x, getterOnly.y, frozen.z, sealed.w, s.length, arr[0]].join();
}
console.log(sloppy());
function strict(f) {
    "use strict";
    try { f(); } catch (e) { console.log(e.name + ": " + e.message); }
}
strict(() => { ro.x = 10; });
strict(() => { getterOnly.y = 20; });
strict(() => { frozen.z = 30; });
strict(() => { sealed.w = 40; });
strict(() => { "str"[0] = "x"; });
strict(() => { (5).p = 1; });
// a setter's own errors still propagate in sloppy code
const thrower = { set v(x) { throw new Error("from setter " + x); } };
try { thrower.v = 1; } catch (e) { console.log(e.message); }
// a read-only length
const a = [1, 2, 3];
Object.defineProperty(a, "length", { writable: false });
a.length = 0;
a[5] = 1;
console.log(a.length, a[5]);
// expect: 1,2,3,,3,1
// expect: from setter 1
// expect: 3 undefined
