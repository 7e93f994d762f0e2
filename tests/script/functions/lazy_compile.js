// Function bodies compiled at their first call (compiler/emit_lazy.c): every
// way into a function that has not run yet, and what a function that never
// ran shows (name, length, source, prototype).
function never(a, b = 1, ...c) { return a + b + c.length; }
console.log(never.name, never.length, typeof never.prototype, never.toString());
const anon = [function () { return 'x'; }][0];
console.log(JSON.stringify(anon.name), anon.length);
const inferred = (p, q) => p + q;
console.log(inferred.name, inferred.length, String(inferred));

// closures three levels deep, each level compiled at its own first call
function level1(a) {
    let n = 0;
    return function level2(b) {
        const k = a + b;
        return (c) => { n++; return [k + c, n]; };
    };
}
const l3 = level1(1)(2);
console.log(l3(3), l3(4), level1(10)(20)(30));

// construct, new.target, a class with fields, private methods, accessors, statics
function Ctor(x) { if (!new.target) return 'called'; this.x = x; }
Ctor.prototype.get = function () { return this.x; };
console.log(new Ctor(5).get(), Ctor(1), new Ctor(6) instanceof Ctor);
class Base {
    a = 1;
    #b = 2;
    static s = Base.init();
    static init() { return 'static'; }
    static { Base.block = 'block'; }
    constructor(v) { this.v = v; }
    #priv() { return this.#b * 10; }
    get both() { return this.a + this.#priv() + this.v; }
    set both(x) { this.a = x; }
}
class Derived extends Base {
    c = this.a + 100;
    constructor() { super(3); this.d = new.target.name; }
    m() { return super.both; }
}
const d = new Derived();
console.log(d.a, d.c, d.d, d.m(), Base.s, Base.block);
d.both = 7;
console.log(d.both);
try { Base(); } catch (e) { console.log(e.constructor.name, e.message); }

// generators and async functions, started first by their call
function* gen(n) { for (let i = 0; i < n; i++) yield i * i; }
console.log([...gen(4)]);
async function later(v) { await null; return v + 1; }
async function* agen() { yield 1; yield await later(1); }
(async () => {
    const got = [];
    for await (const v of agen()) got.push(v);
    console.log('async', await later(41), got);
})();

// calls from native code: callbacks, call/apply/bind, Reflect, getters
console.log([1, 2, 3].map(function (v) { return v * 2; }), [3, 1, 2].sort((x, y) => x - y));
function sum() { let s = 0; for (const v of arguments) s += v; return s; }
console.log(sum.call(null, 1, 2), sum.apply(null, [3, 4]), sum.bind(null, 5)(6), Reflect.apply(sum, null, [7, 8]));
console.log(Reflect.construct(Ctor, [9]).x);
const o = { get g() { return 'getter'; }, set s(v) { this._s = v; }, ['comp' + 1]() { return 'computed'; } };
o.s = 'set';
console.log(o.g, o._s, o.comp1());

// mapped arguments and parameter defaults that read outer bindings
const outer = 'outer';
function mapped(a) { arguments[0] = 'changed'; return a; }
function defaults(a = outer, b = () => a) { return b(); }
console.log(mapped('orig'), defaults(), defaults('given'));

// direct eval and with keep their functions compiled at load
function withEval(x) { const inner = () => eval('x + 1'); return inner(); }
console.log(withEval(1));

// a stack trace from a function compiled at its first call, with line:col
function thrower() {
    return new Error('here').stack.split('\n')[1].replace(/\(.*[\\/]/, '(');
}
console.log(thrower());
function deep() { return [1].map(() => thrower())[0]; }
console.log(deep());

// recursion: the function is compiled once, while its first call runs
function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); }
console.log(fact(10));

// a function whose prototype is shared by closures made before its first call
const adders = [];
for (let i = 0; i < 3; i++) adders.push((v) => v + i);
console.log(adders.map((f) => f(10)));
// expect: never 1 object function never(a, b = 1, ...c) { return a + b + c.length; }
// expect: "" 0
// expect: inferred 2 (p, q) => p + q
// expect: [ 6, 1 ] [ 7, 2 ] [ 60, 1 ]
// expect: 5 called true
// expect: 1 101 Derived 24 static block
// expect: 30
// expect: TypeError Class constructor Base cannot be invoked without 'new'
// expect: [ 0, 1, 4, 9 ]
// expect: [ 2, 4, 6 ] [ 1, 2, 3 ]
// expect: 3 7 11 15
// expect: 9
// expect: getter set computed
// expect: changed outer given
// expect: 2
// expect:     at thrower (lazy_compile.js:80:12)
// expect:     at thrower (lazy_compile.js:80:12)
// expect: 3628800
// expect: [ 10, 11, 12 ]
// expect: async 42 [ 1, 2 ]
