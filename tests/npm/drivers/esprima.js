// esprima: the tokenizer and both parsers, locations, comments and errors.
const esprima = require('esprima');
console.log(esprima.version);
const src = 'var answer = 6 * 7; // the answer\nfunction f(a, b = 2) { return a ** b; }\nlabel: for (const x of [1, 2]) { if (x) continue label; }';
console.log(JSON.stringify(esprima.tokenize(src, { range: true, comment: true }).slice(0, 8)));
const ast = esprima.parseScript(src, { loc: true, comment: true });
console.log(ast.body.map((n) => n.type + '@' + n.loc.start.line + ':' + n.loc.start.column).join(' '));
console.log(JSON.stringify(ast.comments), JSON.stringify(ast.body[1].params));
const mod = esprima.parseModule('import { a as b } from "m"; export default class extends b { static p() { return super.q; } get x() { return `t${this.y}u`; } }');
console.log(JSON.stringify(mod.body[0]), mod.body[1].declaration.type);
const jsx = esprima.parseScript('<div className="x">{items.map(i => <Item key={i} />)}</div>', { jsx: true });
console.log(JSON.stringify(jsx.body[0].expression.openingElement));
const seen = [];
esprima.parseScript('function* g() { yield* h(); } async function k() { for (const [z, ...w] of await q) [z, ...w]; }', {}, (node) => seen.push(node.type));
console.log(seen.join(','));
for (const bad of ['var 1x;', 'let let = 1;', 'function (){', '"\\u{110000}"', 'a => { "use strict"; with (a) {} }']) {
  try { esprima.parseScript(bad); console.log('parsed', bad); } catch (e) { console.log(e.name, e.index, e.lineNumber, e.column, e.description); }
}
const tolerant = esprima.parseScript('x = 1; return x;', { tolerant: true });
console.log(tolerant.errors.map((e) => e.message));
console.log(JSON.stringify(esprima.parseScript('/[a-z]+/giu.test(s)', { tokens: true }).tokens));
