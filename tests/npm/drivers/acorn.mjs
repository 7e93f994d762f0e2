// Parser with big Unicode identifier tables and a walker; ES module build.
import * as acorn from 'acorn';
const src = 'const ƒ = async (a, {b = 1, ...c}) => { for await (const x of a) yield* x; }; class A { #p = 1; static { this.q = 2 } get v() { return this.#p ?? 0n } }; label: for (;;) break label; /a(?<n>b)/dv; `t${1}`';
try { acorn.parse(src, { ecmaVersion: 'latest' }); } catch (e) { console.log('error:', e.message, e.pos, e.loc); }
const ast = acorn.parse(src.replace('yield* x', 'await x'), { ecmaVersion: 'latest', locations: true });
console.log(ast.body.length, ast.body.map(n => n.type).join(','), ast.body[0].loc.end);
console.log(JSON.stringify(acorn.parse('x = 1 + 2 * 3', { ecmaVersion: 2020 }).body[0].expression.right));
const toks = [...acorn.tokenizer('let a = "s" + 0x1F; // c', { ecmaVersion: 2022 })].map(t => t.type.label + ':' + (t.value ?? ''));
console.log(toks.join(' '));
const comments = [];
acorn.parse('/* a */ x; // b\nimport("m")', { ecmaVersion: 2022, sourceType: 'module', onComment: comments });
console.log(comments.map(c => c.type + ':' + c.value), acorn.version.split('.').length);
console.log(acorn.parseExpressionAt('foo(1)[2]?.bar', 0, { ecmaVersion: 2020 }).type);
