// The parameters of new Function are checked on their own unless they are a
// plain list of identifiers; either way the errors and results are node's.
function tryNew(ctor, ...args) {
    try {
        const f = ctor(...args);
        return typeof f + ' ' + f.length + ' ' + JSON.stringify(String(f));
    } catch (e) {
        return e.constructor.name + ': ' + e.message;
    }
}
const GenFn = Object.getPrototypeOf(function* () {}).constructor;
const AsyncFn = Object.getPrototypeOf(async function () {}).constructor;
const F = (...a) => new Function(...a);
const G = (...a) => new GenFn(...a);
const A = (...a) => new AsyncFn(...a);

// plain lists
console.log(tryNew(F, 'a', 'return a'));
console.log(tryNew(F, 'a, b', 'c', 'return a + b + c'));
console.log(tryNew(F, ' x ,\ty\n', '$_0', 'return 1'));
console.log(F('a', 'b', 'return a * b')(6, 7));
// reserved words and contextual keywords in a plain list
console.log(tryNew(F, 'class', 'return 1'));
console.log(tryNew(F, 'a, if', 'return 1'));
console.log(tryNew(F, 'yield', 'return 1'));
console.log(tryNew(G, 'yield', 'return 1'));
console.log(tryNew(F, 'await', 'return 1'));
console.log(tryNew(A, 'await', 'return 1'));
console.log(tryNew(F, 'let', 'return 1'));
// a plain list with a bad body: the body's error
console.log(tryNew(F, 'a', 'return a +'));
console.log(tryNew(F, 'a, a', '"use strict"; return a'));
console.log(tryNew(F, 'eval', '"use strict"; return 1'));
console.log(tryNew(F, 'class', 'return +'));
// not plain: the parameters' own compile
console.log(tryNew(F, 'a,', 'return a'));
console.log(tryNew(F, 'a,,b', 'return a'));
console.log(tryNew(F, '', 'return 1'));
console.log(tryNew(F, 'a = 1', 'return a'));
console.log(tryNew(F, '[a]', 'return a'));
console.log(tryNew(F, '\u00e9', 'return 1'));
// ToString of every argument, in order, once
const log = [];
const arg = (s) => ({ toString() { log.push(s); return s; } });
console.log(tryNew(F, arg('p'), arg('q'), arg('return p + q')), log.join());
// expect: function 1 "function anonymous(a\n) {\nreturn a\n}"
// expect: function 3 "function anonymous(a, b,c\n) {\nreturn a + b + c\n}"
// expect: function 3 "function anonymous( x ,\ty\n,$_0\n) {\nreturn 1\n}"
// expect: 42
// expect: SyntaxError: Unexpected token 'class'
// expect: SyntaxError: Unexpected token 'if'
// expect: function 1 "function anonymous(yield\n) {\nreturn 1\n}"
// expect: SyntaxError: Unexpected identifier 'yield'
// expect: function 1 "function anonymous(await\n) {\nreturn 1\n}"
// expect: SyntaxError: Unexpected reserved word
// expect: function 1 "function anonymous(let\n) {\nreturn 1\n}"
// expect: SyntaxError: Unexpected token '}'
// expect: SyntaxError: Duplicate parameter name not allowed in this context
// expect: SyntaxError: Unexpected eval or arguments in strict mode
// expect: SyntaxError: Unexpected token 'class'
// expect: function 1 "function anonymous(a,\n) {\nreturn a\n}"
// expect: SyntaxError: Unexpected token ','
// expect: function 0 "function anonymous(\n) {\nreturn 1\n}"
// expect: function 0 "function anonymous(a = 1\n) {\nreturn a\n}"
// expect: function 1 "function anonymous([a]\n) {\nreturn a\n}"
// expect: function 1 "function anonymous(é\n) {\nreturn 1\n}"
// expect: function 2 "function anonymous(p,q\n) {\nreturn p + q\n}" p,q,return p + q
