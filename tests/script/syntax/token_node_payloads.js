// env: TARN_LAZY_DISCARD=1
// The lexer's tokens and the parser's nodes keep the payload of each kind
// in storage other kinds reuse (compiler/lexer.h, compiler/ast.h): numbers,
// strings, regex flags, legacy octal forms and template escapes on tokens;
// c and d (conditionals, ifs, loops, try, properties) and the list (calls,
// arrays, blocks, classes...) on nodes. A keyword's name is its spelling.
function err(src) {
    try {
        (0, eval)(src);
        return 'ok';
    } catch (e) {
        return e.constructor.name + ': ' + e.message;
    }
}

// keywords as names: property keys, members, methods, labels of errors
const o = { if: 1, default: 2, new: 3, class: 4, typeof: 5, let: 6, static: 7, yield: 8 };
console.log(o.if + o.default + o.new + o.class + o.typeof, o.let, o.static, o.yield);
class K { static static() { return 'static'; } get() { return 'get'; } delete() { return 'delete'; } }
console.log(K.static(), new K().get(), new K().delete());
console.log(Object.keys({ function: 1, var: 2, return: 3 }).join());
console.log(err('var if = 1'), '|', err('let class = 2'), '|', err('"use strict"; var static = 1'));
var let_ = 1, yield_ = 2;
console.log(err('var let = 3; let'), err('var yield = 4; yield'));

// payloads of literal tokens, side by side
const mix = [1, /a+/g.flags, 2.5, /b/iu.flags, 'str', 0x1f, 10n, `t${3}t`, 1e3, /c/.source];
console.log(mix.map(String).join(' '));
console.log("\x41\u0042\u{43}", '\u00e9'.length, 'abc'.length, "it's", 'say "hi"');

// legacy octal forms: sloppy code accepts them, strict code reports where
console.log(010, 08, '\07'.charCodeAt(0), '\8');
console.log(err('"use strict"; 010'));
console.log(err('"use strict"; "\\07"'));
console.log(err('function f() { "\\07"; "use strict"; }'));
console.log(err('function f() { "use strict"; return 08; }'));

// template pieces: an invalid escape is undefined cooked in a tagged template
function tag(s, ...v) { return JSON.stringify([s, s.raw, v]); }
console.log(tag`a\unicode${1}b\xzz${2}\07c`);
console.log(err('`\\unicode`'), '|', err('`a${1}\\07`'));

// class fields (the synthesised initialisers) inside a discarded function
function makeClass(base) {
    const key = 'computed';
    class A {
        x = base + 1;
        [key] = 'c' + base;
        static s = base * 10;
        static t = A.s + 1;
        #p = base;
        get p() { return this.#p; }
    }
    return A;
}
const A = makeClass(4);
const a = new A();
console.log(a.x, a.computed, A.s, A.t, a.p);

// every statement with c or d, in a function parsed again at its first call
function shapes(n) {
    const out = [];
    for (let i = 0; i < n; i++) {
        if (i % 3 === 0) out.push('fizz');
        else if (i % 3 === 1) out.push(i > 2 ? 'big' : 'small');
        else out.push(i);
    }
    for (const k in { p: 1, q: 2 }) out.push(k);
    for (const v of [7, 8]) out.push(v);
    let w = 0;
    while (w < 2) w++;
    do { w += 10; } while (w < 30);
    out.push(w);
    try {
        if (n > 3) throw new Error('boom');
        out.push('no throw');
    } catch ({ message }) {
        out.push(message);
    } finally {
        out.push('finally');
    }
    try { out.push('t2'); } finally { out.push('f2'); }
    const obj = { a: 1, get b() { return 2; }, ['c' + n]: 3, ...{ d: 4 } };
    out.push(Object.keys(obj).join('/'));
    return out.join(',');
}
console.log(shapes(4));
console.log(shapes(2));

// early errors found by the walks over those children
for (const src of [
  'for (;;) { let a; var a; }',
  'for (let i of []) { let i; let i; }',
  'try {} catch (e) { let e; }',
  'try {} finally { let z; var z; }',
  'if (1) { let x; { var x; } } else { }',
  'if (0) { } else { const y = 1; var y; }',
  'while (0) { let w; var w; }',
  'do { let d; var d; } while (0)',
  'x ? function () { let a; var a; } : 0',
  '({ m() { let b; var b; } })',
  'function* g() { (a = yield) => 1; }',
  'async function h() { (a = await 1) => 1; }',
  'function* g2() { (x = 1 ? 2 : yield) => 1; }',
]) console.log(err(src));
// expect: 15 6 7 8
// expect: static get delete
// expect: function,var,return
// expect: SyntaxError: Unexpected token 'if' | SyntaxError: Unexpected token 'class' | SyntaxError: Unexpected strict mode reserved word
// expect: ok ok
// expect: 1 g 2.5 iu str 31 10 t3t 1000 c
// expect: ABC 1 3 it's say "hi"
// expect: 8 8 7 8
// expect: SyntaxError: Octal literals are not allowed in strict mode.
// expect: SyntaxError: Octal escape sequences are not allowed in strict mode.
// expect: SyntaxError: Octal escape sequences are not allowed in strict mode.
// expect: SyntaxError: Decimals with leading zeros are not allowed in strict mode.
// expect: [[null,null,null],["a\\unicode","b\\xzz","\\07c"],[1,2]]
// expect: SyntaxError: Invalid Unicode escape sequence | SyntaxError: Octal escape sequences are not allowed in template strings.
// expect: 5 c4 40 41 4
// expect: fizz,small,2,fizz,p,q,7,8,32,boom,finally,t2,f2,a/b/c4/d
// expect: fizz,small,p,q,7,8,32,no throw,finally,t2,f2,a/b/c2/d
// expect: SyntaxError: Identifier 'a' has already been declared
// expect: SyntaxError: Identifier 'i' has already been declared
// expect: SyntaxError: Identifier 'e' has already been declared
// expect: SyntaxError: Identifier 'z' has already been declared
// expect: SyntaxError: Identifier 'x' has already been declared
// expect: SyntaxError: Identifier 'y' has already been declared
// expect: SyntaxError: Identifier 'w' has already been declared
// expect: SyntaxError: Identifier 'd' has already been declared
// expect: SyntaxError: Identifier 'a' has already been declared
// expect: SyntaxError: Identifier 'b' has already been declared
// expect: SyntaxError: Yield expression not allowed in formal parameter
// expect: SyntaxError: Illegal await-expression in formal parameters of async function
// expect: SyntaxError: Yield expression not allowed in formal parameter
