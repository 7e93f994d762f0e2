// package.json "exports" and "imports" as require() sees them: conditions,
// sugar, subpath patterns (the longest wins), null targets, self-reference,
// ERR_PACKAGE_PATH_NOT_EXPORTED, and require() of an ES module.
const clean = (s) => s.split(__dirname).join('.');
console.log(require('cond'), require('cond/feature'), require('cond/package.json').name);
console.log(require('pat/one'), require('pat/sub/two'), require('sugar'));
console.log(require('#util'), require('#dep/a'), require('#cond'));
console.log(require('exports-fixture'));
for (const id of ['cond/lib/index.cjs', 'cond/hidden', 'pat/internal/x', 'sugar/main.js', '#nope', 'cond/missing']) {
  try {
    require(id);
    console.log('loaded', id);
  } catch (e) {
    console.log(e.code, clean(e.message));
  }
}
const esm = require('esm-only');
console.log(Object.keys(esm), esm.kind, esm.default());
console.log(clean(require.resolve('cond')), clean(require.resolve('pat/sub/two')));
// expect: { via: 'require condition' } feature for node cond
// expect: pat/one pat/sub/two (longest pattern wins) sugar main
// expect: util via #util dep a via #dep/* cond via require
// expect: self by name
// expect: ERR_PACKAGE_PATH_NOT_EXPORTED Package subpath './lib/index.cjs' is not defined by "exports" in ./node_modules/cond/package.json
// expect: ERR_PACKAGE_PATH_NOT_EXPORTED Package subpath './hidden' is not defined by "exports" in ./node_modules/cond/package.json
// expect: ERR_PACKAGE_PATH_NOT_EXPORTED Package subpath './internal/x' is not defined by "exports" in ./node_modules/pat/package.json
// expect: ERR_PACKAGE_PATH_NOT_EXPORTED Package subpath './main.js' is not defined by "exports" in ./node_modules/sugar/package.json
// expect: ERR_PACKAGE_IMPORT_NOT_DEFINED Package import specifier "#nope" is not defined in package ./package.json imported from ./require_main.js
// expect: ERR_PACKAGE_PATH_NOT_EXPORTED Package subpath './missing' is not defined by "exports" in ./node_modules/cond/package.json
// expect: [ '__esModule', 'default', 'kind' ] esm hello from esm-only
// expect: ./node_modules/cond/lib/index.cjs ./node_modules/pat/lib/sub/two.js
