// prettier: its standalone build with the babel, typescript, postcss,
// markdown and html plugins, formatting and checking code.
import * as prettier from 'prettier/standalone';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import * as postcss from 'prettier/plugins/postcss';
import * as markdown from 'prettier/plugins/markdown';
import * as yaml from 'prettier/plugins/yaml';
const plugins = [babel, estree, typescript, postcss, markdown, yaml];
const js = `const   x = {a:1,b:[1,2,3],  'c-d': function(){return   \`t\${1+2}\`}}; async function* g(){ for await(const y of z) yield y?.w??0 }
class A extends B{ #p=1; static { init() } get v(){return this.#p} }
if(a){b()}else if(c){d()} else {e()}
const longCall = someFunction(argumentNumberOne, argumentNumberTwo, argumentNumberThree, argumentNumberFour);`;
console.log(await prettier.format(js, { parser: 'babel', plugins }));
console.log(await prettier.format(js, { parser: 'babel', plugins, semi: false, singleQuote: true, tabWidth: 4, printWidth: 60, trailingComma: 'none' }));
console.log(await prettier.format('interface P<T extends object = {}> { readonly a?: T; [k: string]: unknown } enum E { A = 1, B } type U = A|B|C; function f<T,>(x: T): asserts x is string {} let v = <const>["a"]; abstract class C implements I { private constructor(public x: number) { super() } }', { parser: 'typescript', plugins }));
console.log(await prettier.format('a{color:red;background:URL(x.png)} @media (max-width:100px){.b>c::before{content:"\\201C"}} .x{margin:0 0 0 0;transition:all .3s ease-in-out}', { parser: 'css', plugins }));
console.log(await prettier.format('# Title\nSome *emphasis* and __strong__ text.\n* a\n* b\n   1. c\n\n| a | b |\n|-|-|\n| longer cell | x |\n', { parser: 'markdown', plugins, proseWrap: 'always', printWidth: 20 }));
console.log(await prettier.format('key:   value\nlist: [a,   b]\nnested:\n    deep:   {x: 1}\n', { parser: 'yaml', plugins }));
console.log(await prettier.check('const a = 1;\n', { parser: 'babel', plugins }), await prettier.check('const a=1', { parser: 'babel', plugins }));
try { await prettier.format('const = ;', { parser: 'babel', plugins }); } catch (e) { console.log(e.name, e.message.split('\n')[0], JSON.stringify(e.loc)); }
const r = await prettier.formatWithCursor('let  a=1;let b=2', { cursorOffset: 9, parser: 'babel', plugins });
console.log(JSON.stringify(r));
