// env: TARN_LAZY_DISCARD=1
// env: TARN_LAZY_REPARSE=1
// Reads of a let, const or class binding from a function parsed again at
// its first call check initialisation exactly where the load's analysis
// would: before it, a ReferenceError; after, the value.
function early() { return later; }
try { early(); } catch (e) { console.log(e.constructor.name, e.message); }
let later = 'later';
console.log(early());
function viaInner() { return function () { return cls; }; }
const f = viaInner();
try { f(); } catch (e) { console.log(e.constructor.name, e.message); }
class cls {}
console.log(typeof f());
// a class's own name from a function inside its method
class Named {
    m() { return function () { return Named.name; }; }
}
console.log(new Named().m()());
// a binding of a switch's scope
function sw(k) {
    switch (k) {
        case 0:
            return function () { return typeof w + ' ' + w; };
        case 1:
            let w = 'w';
            return function () { return w; };
    }
}
try { sw(0)(); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(sw(1)());
// a function expression made before the binding's initialisation
const g = function () { return function () { return z; }; };
let z = 'z';
console.log(g()());
// expect: ReferenceError Cannot access 'later' before initialization
// expect: later
// expect: ReferenceError Cannot access 'cls' before initialization
// expect: function
// expect: Named
// expect: ReferenceError Cannot access 'w' before initialization
// expect: w
// expect: z
