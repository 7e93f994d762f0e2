// Regex literals in the lexer: division vs regex, classes with '/', flags.
const a = 10, b = 2, g = 5;
console.log(a / b / g, a /b/ g, (a) / 2, [4][0] / 2);
console.log(/=/.test("a=b"), "x=y".split(/=/), /[/]/.test("/"), /\//.source, /[\]/]/.test("/"));
let x = 1;
x /= 2;
console.log(x, typeof /x/, /x/g.flags, (/a/).source);
if (true) /ab/.test("ab") && console.log("after if");
console.log([/a/, /b/g].map(r => r.source).join(), { r: /c/ }.r.test("c"));
function f() { return /ret/.source; }
console.log(f(), `${/t/.source}`, !/z/.test("a"), void /v/, typeof /y/u);
for (const r of [/1/, /2/]) console.log(r.test("12"));
const loop = [];
for (let i = 0; i < 3; i++) loop.push(/lit/g);
console.log(loop[0] === loop[1], loop[0].lastIndex);
console.log(/\u{1F600}/u.test("😀"), /é+/.exec("éé")[0], /😀/.test("😀"));
// expect: 1 1 5 2
// expect: true [ 'x', 'y' ] true \/ true
// expect: 0.5 object g a
// expect: after if
// expect: a,b true
// expect: ret t true undefined object
// expect: true
// expect: true
// expect: false 0
// expect: true éé true
