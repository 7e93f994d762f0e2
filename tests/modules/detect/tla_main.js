// A .js file that no package.json types and that fails to compile as
// CommonJS only because of top-level await (or a declared `require`) is
// an ES module, as node 22+ detects it; require() of such a file with
// top-level await is node's ERR_REQUIRE_ASYNC_MODULE.
const { sep } = await import('node:path');
const require = 'mine';
console.log(typeof exports, typeof module, require, sep);
for await (const x of [Promise.resolve(1)]) console.log('for await', x);
const { createRequire } = await import('node:module');
const req = createRequire(import.meta.url);
try { req('./tla_dep.js'); } catch (e) { console.log(e.code); }
console.log((await import('./tla_dep.js')).value);
// expect: undefined undefined mine /
// expect: for await 1
// expect: ERR_REQUIRE_ASYNC_MODULE
// expect: dep by detection
