// import() from an ES module: ES modules, CommonJS, JSON with its
// attribute, node: builtins, packages, and node's errors and codes.
const clean = (s) => s.split(import.meta.dirname).join('.');
const p = import('./lib/esm.mjs');
console.log('import() returns', Object.prototype.toString.call(p));
const ns = await p;
console.log(ns, ns.default());
console.log(ns === await import('./lib/esm.mjs'));
console.log(await import('./lib/cjs.cjs'));
console.log(await import('./lib/data.json', { with: { type: 'json' } }));
const path = await import('node:path');
console.log(typeof path.join, path.default === (await import('path')).default);
console.log((await import('dynpkg')).kind);
const spec = { toString() { return './lib/esm.mjs'; } };
console.log((await import(spec)).x);
for (const [s, o] of [['./lib/nope.mjs'], ['no-such-pkg'], ['node:nope'], ['./lib/data.json'],
                      ['./lib/data.json', { with: { type: 'css' } }], ['./lib/esm.mjs', { with: { type: 'json' } }],
                      ['./lib/esm.mjs', 5], ['./lib/esm.mjs', { with: 1 }], ['./lib/esm.mjs', { with: { type: 1 } }],
                      ['./lib/throws.mjs'], ['./lib/throws.mjs'], ['./lib/bad_syntax.mjs']]) {
  try {
    await import(s, o);
    console.log('loaded', s);
  } catch (e) {
    console.log(e.name, e.code, clean(e.message));
  }
}
// expect: import() returns [object Promise]
// expect: esm.mjs runs
// expect: [Module: null prototype] { default: [Function: hello], x: 1 } hi
// expect: true
// expect: [Module: null prototype] {
// expect:   a: 1,
// expect:   b: 'two',
// expect:   default: { a: 1, b: 'two' },
// expect:   'module.exports': { a: 1, b: 'two' }
// expect: }
// expect: [Module: null prototype] {
// expect:   default: { name: 'data', list: [ 1, 2, 3 ] }
// expect: }
// expect: function true
// expect: esm
// expect: 1
// expect: Error ERR_MODULE_NOT_FOUND Cannot find module './lib/nope.mjs' imported from ./import_main.mjs
// expect: Error ERR_MODULE_NOT_FOUND Cannot find package 'no-such-pkg' imported from ./import_main.mjs
// expect: Error ERR_UNKNOWN_BUILTIN_MODULE No such built-in module: node:nope
// expect: TypeError ERR_IMPORT_ATTRIBUTE_MISSING Module "file://./lib/data.json" needs an import attribute of "type: json"
// expect: TypeError ERR_IMPORT_ATTRIBUTE_UNSUPPORTED Import attribute "type" with value "css" is not supported in file://./lib/data.json
// expect: TypeError ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE Module "file://./lib/esm.mjs" is not of type "json"
// expect: TypeError undefined The second argument to import() must be an object
// expect: TypeError undefined The 'with' option must be an object
// expect: TypeError undefined Import attribute value must be a string
// expect: Error undefined throws.mjs failed
// expect: Error undefined throws.mjs failed
// expect: SyntaxError undefined Unexpected token '='
