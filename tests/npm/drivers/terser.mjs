// terser: parsing, compressing, mangling and printing, with a source map,
// through its async minify.
import { minify } from 'terser';
const code = {
  'a.js': `function add(first, second) { var unused = 1; return first + second; }
const obj = { longPropertyName: 1, ['comp' + 'uted']: 2 };
export class Counter { #n = 0; static of(x) { const c = new Counter(); c.add(x); return c; } add(x = 1) { this.#n += x; return this; } get value() { return this.#n; } }
export async function* gen(items) { for await (const i of items) { if (i > 2) yield i ** 2; else continue; } }
if (false) { console.log('dead'); }
console.log(add(1, 2), obj?.longPropertyName ?? 'none', \`tpl \${add(3, 4)}\`);
label: for (let i = 0; i < 10; i++) { for (let j = 0; j < 10; j++) { if (j === 2) continue label; if (i === 3) break label; } }
export default (x => typeof x === 'undefined' ? void 0 : x.toString(16));`,
};
const r1 = await minify(code, { module: true, sourceMap: { filename: 'out.js', url: 'out.js.map' }, compress: { passes: 2 }, mangle: { properties: { regex: /^longProperty/ } } });
console.log(r1.code);
console.log(r1.map);
const r2 = await minify('var x = { a: 1, b: 2 }; function f(y) { return y * 2 + x.a; } console.log(f(10), [1,2,3].map(function (v) { return v + 1; }));', { toplevel: true, compress: { unsafe_arrows: true, ecma: 2020 }, format: { beautify: true, comments: false } });
console.log(r2.code);
const r3 = await minify('/*! keep me */ /* drop me */ var a = 1 /* inline */ + 2;', { format: { comments: 'some' } });
console.log(r3.code);
try { await minify('function (}'); } catch (e) { console.log(e.name, e.message, e.line, e.col); }
const r4 = await minify('const s = "\\u2028 é \\ud83d\\ude00"; console.log(s, 0.1 + 0.2, 1e21, -0, 2 ** 53, /a[/]b/g);', { format: { ascii_only: true } });
console.log(r4.code);
