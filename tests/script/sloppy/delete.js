// delete in sloppy code returns false where strict code throws.
console.log(delete Object.prototype);
console.log(delete "abc"[0], delete "abc".length);
const o = Object.defineProperty({}, "k", { value: 1 });
console.log(delete o.k, delete o["k"], o.k);
function locals(p) {
    var v = 1;
    let l = 2;
    return [delete v, delete l, delete p, v, l, p].join();
}
console.log(locals(3));
globalThis.gone = 1;
console.log(delete gone, typeof gone);
console.log(delete neverDeclared);
function strict() {
    "use strict";
    try { delete Object.prototype; } catch (e) { console.log(e.name + ": " + e.message); }
}
strict();
// expect: false
// expect: false false
// expect: false false 1
// expect: false,false,false,1,2,3
// expect: true undefined
// expect: true
// expect: TypeError: Cannot delete property 'prototype' of function Object() { [native code] }
