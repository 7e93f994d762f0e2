// @babel/parser with TypeScript and JSX plugins: a large CommonJS bundle with generated tables.
const { parse, parseExpression } = require('@babel/parser');
const ast = parse('import x from "y"; export const f = <T,>(a: T): T[] => [a]; enum E { A = 1, B }; const el = <div id="a">{x}</div>;', { sourceType: 'module', plugins: ['typescript', 'jsx'] });
console.log(ast.program.body.map(n => n.type).join(','), ast.program.body[1].declaration.declarations[0].init.returnType.typeAnnotation.type);
console.log(JSON.stringify(parseExpression('a?.b ?? c ** 2', {}), (k, v) => (k === 'loc' || k === 'start' || k === 'end' || k === 'extra' ? undefined : v)));
try { parse('let let = 1;', {}); } catch (e) { console.log(e.name, e.message, e.code, e.reasonCode, JSON.stringify(e.loc)); }
const r = parse('let a = 1; let a = 2; delete x;', { errorRecovery: true, strictMode: true });
console.log(r.errors.map(e => e.message));
console.log(parse('@dec class C { @x m() {} }', { plugins: [['decorators', { decoratorsBeforeExport: true }]] }).program.body[0].decorators.length);
const c = parse('// hi\n/* there */ a', { attachComment: true });
console.log(c.comments.map(x => x.type + ':' + x.value), c.program.body[0].leadingComments.length);
