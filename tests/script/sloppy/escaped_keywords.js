// A word spelled with \u escapes is never a keyword, but it is still an
// IdentifierName: a property name may be an escaped keyword, an Identifier
// may not spell a word reserved where it stands.
var y = { bre\u0061k: 42, n\u0065w: 1 };
console.log(y.break, y.bre\u0061k, y.new);
var o = {};
o.th\u0069s = 2;
var { \u0063lass: c } = { class: 3 };
console.log(o.this, c);
var l\u0065t = 5;
var \u0061wait = 3;
var st\u0061tic = 4;
console.log(let, await, static);
class C { st\u0061tic() { return 'method named static'; } }
console.log(new C().static());
var srcs = [
    'var \\u0062reak = 1', 'th\\u0069s', '({ bre\\u0061k })', '"use strict"; var l\\u0065t = 1',
    'l\\u0065t x = 1', '\\u0061sync function f() {}', 'bre\\u0061k: 1', 'n\\u0065w Object()',
    '({ \\u0061sync m() {} })', '({ g\\u0065t x() {} })', 'class D { st\\u0061tic m() {} }',
    'async function f() { var \\u0061wait; }', '"use strict"; var yi\\u0065ld = 1', 'function* g() { yi\\u0065ld }', 'tru\\u0065',
    '"use strict"; var st\\u0061tic', 'class E { st\\u0061tic() {} }',
    '({ \\u0061sync: 1, g\\u0065t: 2 })', 'var { \\u0064efault: d } = {}',
];
for (const src of srcs) {
    try { new Function(src); console.log('ok:', src); }
    catch (e) { console.log(e.name + ':', e.message, '<-', src); }
}
// expect: 42 42 1
// expect: 2 3
// expect: 5 3 4
// expect: method named static
// expect: SyntaxError: Keyword must not contain escaped characters <- var \u0062reak = 1
// expect: SyntaxError: Keyword must not contain escaped characters <- th\u0069s
// expect: SyntaxError: Keyword must not contain escaped characters <- ({ bre\u0061k })
// expect: SyntaxError: Keyword must not contain escaped characters <- "use strict"; var l\u0065t = 1
// expect: SyntaxError: Unexpected identifier 'x' <- l\u0065t x = 1
// expect: SyntaxError: Keyword must not contain escaped characters <- \u0061sync function f() {}
// expect: SyntaxError: Keyword must not contain escaped characters <- bre\u0061k: 1
// expect: SyntaxError: Keyword must not contain escaped characters <- n\u0065w Object()
// expect: SyntaxError: Keyword must not contain escaped characters <- ({ \u0061sync m() {} })
// expect: SyntaxError: Keyword must not contain escaped characters <- ({ g\u0065t x() {} })
// expect: SyntaxError: Unexpected identifier 'm' <- class D { st\u0061tic m() {} }
// expect: SyntaxError: Unexpected reserved word <- async function f() { var \u0061wait; }
// expect: SyntaxError: Unexpected strict mode reserved word <- "use strict"; var yi\u0065ld = 1
// expect: SyntaxError: Keyword must not contain escaped characters <- function* g() { yi\u0065ld }
// expect: SyntaxError: Keyword must not contain escaped characters <- tru\u0065
// expect: SyntaxError: Keyword must not contain escaped characters <- "use strict"; var st\u0061tic
// expect: ok: class E { st\u0061tic() {} }
// expect: ok: ({ \u0061sync: 1, g\u0065t: 2 })
// expect: ok: var { \u0064efault: d } = {}
