// require() of such a file loads it as an ES module; a file that fails to
// compile for another reason keeps its SyntaxError.
const ns = require('./esm_lib.js');
console.log(ns.value, ns[Symbol.toStringTag]);
console.log(require('./typed/cjs_main_dep.js'));
// expect: esm by detection Module
// expect: commonjs by type
