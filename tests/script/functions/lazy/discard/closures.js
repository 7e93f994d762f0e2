// env: TARN_LAZY_DISCARD=1
// Plain functions' trees are discarded at load (docs/compiler.md, lazy
// compilation step 6b) and their bodies parsed again at the first call:
// what they read from outside, at every depth, must be the bindings the
// whole file's analysis would give (boxes shared with the code around).
let counter = 0;
const base = 10;
var shared = 'v';
class K { static id() { return 'K'; } }
function bump() { counter++; return counter; }
function level1(a) {
    let local = a * 2;
    function level2(b) {
        function level3(c) {
            local += c;           // writes a binding two functions out
            return a + b + c + base + local;
        }
        return level3;
    }
    const get = function () { return local; };
    return [level2, get];
}
const [l2, get] = level1(1);
console.log(l2(2)(3), get(), bump(), bump(), counter);
// recursion through the declared name and a named expression's own name
function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); }
const fib = function f(n) { return n < 2 ? n : f(n - 1) + f(n - 2); };
console.log(fact(10), fib(15));
// parameters: defaults, rest, patterns, length and arguments
function params(x, y = x + 1, ...rest) { return [x, y, rest.length, arguments.length]; }
function pattern({ p, q } = { p: 1, q: 2 }, [r] = [3]) { return p + q + r; }
console.log(params(1), params(1, 5, 6, 7), params.length, pattern.length, pattern());
// generators and async functions
function* gen(limit) { for (let i = 0; i < limit; i++) yield i * base; }
async function later(v) { await null; return v + shared; }
console.log([...gen(3)]);
later('x').then(v => console.log('async', v));
// TDZ: a read before the initialisation still throws
function early() { return tdzLater; }
try { early(); } catch (e) { console.log(e.constructor.name, e.message); }
let tdzLater = 'ready';
console.log(early());
// through a nested declaration
const viaDecl = function () { function inner() { return lateConst; } return inner; };
try { viaDecl()(); } catch (e) { console.log(e.constructor.name); }
const lateConst = 'late';
console.log(viaDecl()());
// a class and a block function read from inside
function useClass() { return K.id() + typeof K; }
{
    function inBlock() { return 'block ' + base; }
}
console.log(useClass(), inBlock());
// many closures over one loop binding each
const fns = [];
for (let i = 0; i < 3; i++) fns.push(function () { return i; });
console.log(fns.map(f => f()).join());
// toString and the place an error is thrown from
function thrower(a,  b) {
    return function () {
        throw new Error('here ' + a + b);
    };
}
console.log(thrower.toString());
try { thrower(1, 2)(); } catch (e) { console.log(e.message, e.stack.split('\n')[1].replace(/^.*\//, '')); }
// expect: 21 5 1 2 2
// expect: 3628800 610
// expect: [ 1, 2, 0, 1 ] [ 1, 5, 2, 4 ] 1 0 6
// expect: [ 0, 10, 20 ]
// expect: ReferenceError Cannot access 'tdzLater' before initialization
// expect: ready
// expect: ReferenceError
// expect: late
// expect: Kfunction block 10
// expect: 0,1,2
// expect: function thrower(a,  b) {
// expect:     return function () {
// expect:         throw new Error('here ' + a + b);
// expect:     };
// expect: }
// expect: here 12 closures.js:61:15
// expect: async xv
