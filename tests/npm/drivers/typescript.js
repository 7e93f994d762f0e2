// The TypeScript compiler (one large CommonJS file): transpileModule on a snippet.
const ts = require('typescript');
const src = 'enum Color { Red, Green = 5 }\ninterface P { x: number }\nexport class A<T> implements P { x = 1; constructor(private y: T) {} get z(): number { return this.x; } }\nexport const f = async (a?: number): Promise<number> => a ?? 0;\nnamespace N { export const q = 1; }\n';
const out = ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2017 } });
console.log(ts.version.split('.')[0], out.outputText);
console.log(ts.transpileModule('let x: string = <any>1;', { compilerOptions: { target: ts.ScriptTarget.ES5 } }).outputText);
