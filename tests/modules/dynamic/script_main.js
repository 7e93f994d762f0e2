// import() from CommonJS, eval'd code and a Function body: a promise of
// the namespace, resolved against the calling file.
const clean = (s) => s.split(__dirname).join('.');
(async () => {
  const cjs = await import('./lib/cjs.cjs');
  console.log(cjs.default, cjs.a, cjs.b);
  console.log((await eval("import('./lib/esm.mjs')")).x);
  console.log((await new Function("return import('./lib/esm.mjs')")()).x);
  console.log((await import('dynpkg')).kind, require('dynpkg').kind);
  try {
    await import('./lib/missing.js');
  } catch (e) {
    console.log(e.code, clean(e.message));
  }
  const json = await import('./lib/data.json', { with: { type: 'json' } });
  console.log(json.default.list);
})();
// expect: { a: 1, b: 'two' } 1 two
// expect: esm.mjs runs
// expect: 1
// expect: 1
// expect: esm cjs
// expect: ERR_MODULE_NOT_FOUND Cannot find module './lib/missing.js' imported from ./script_main.js
// expect: [ 1, 2, 3 ]
