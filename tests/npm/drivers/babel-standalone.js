// @babel/standalone: the whole Babel in one large script, transforming
// modern syntax, JSX and TypeScript with presets, plugins and source maps.
const Babel = require('@babel/standalone');
const src = `
export class Counter { #n = 0; static count = 0; get value() { return this.#n; } inc(by = 1) { this.#n += by; return this; } }
export const f = async (x, ...rest) => { const { a, ...others } = x ?? {}; for await (const v of rest) await v; return a?.b?.[0] ?? others; };
const tpl = tag\`a\${1}b\`; label: for (const [k, v] of Object.entries({ x: 1 })) { if (v) continue label; }
let big = 1_000_000n ** 2n; class B extends Counter { constructor() { super(); super.inc(); } }
`;
const env = Babel.transform(src, { presets: [['env', { targets: { ie: 11 }, modules: 'commonjs' }]], filename: 'x.js', sourceType: 'module' });
console.log(env.code.split('\n').length > 40, env.code.includes('_classPrivateFieldGet') || env.code.includes('_classPrivateField'), env.code.includes('regeneratorRuntime') || env.code.includes('_regenerator'));
console.log(Babel.transform('const el = <div className="x" {...props}>Hello {name}<br /></div>;', { presets: ['react'] }).code);
console.log(Babel.transform('const el = <><A b /></>;', { presets: [['react', { runtime: 'automatic' }]] }).code);
console.log(Babel.transform('enum E { A = 1, B } interface I { x: number } function g<T extends object>(a: T, b?: string): T { return a as T; } let n = obj!.x; export type { I };', { presets: ['typescript'], filename: 'x.ts' }).code);
console.log(Babel.transform('const sq = x => x ** 2; let { a = 1, ...r } = o; [x, y] = [y, x];', { plugins: ['transform-arrow-functions', 'transform-exponentiation-operator', 'transform-destructuring', 'transform-parameters'] }).code);
const mapped = Babel.transform('let a = 1;\nconst b = () => a;', { presets: ['env'], sourceMaps: true, sourceFileName: 'in.js' });
console.log(mapped.code, JSON.stringify(mapped.map));
const ast = Babel.transform('a + b * c', { ast: true, code: false }).ast;
console.log(ast.program.body[0].expression.type, ast.program.body[0].expression.right.operator);
Babel.registerPlugin('swap-names', ({ types: t }) => ({ visitor: { Identifier(path) { if (path.node.name === 'foo') path.node.name = 'bar'; } } }));
console.log(Babel.transform('function foo() { return foo; }', { plugins: ['swap-names'] }).code);
try { Babel.transform('let x = ;', {}); } catch (e) { console.log(e.name, e.message.split('\n')[0], e.loc); }
console.log(Object.keys(Babel.availablePresets).sort().slice(0, 6), Babel.version);
