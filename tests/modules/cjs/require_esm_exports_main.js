// require() of an ES module with an export named 'module.exports' returns
// that export, not the namespace (node 23+); import() still gets the namespace.
const f = require('./lib/module_exports.mjs');
console.log(typeof f, f(), f.other, f === require('./lib/module_exports.mjs'));
import('./lib/module_exports.mjs').then((ns) => console.log(Object.keys(ns), ns['module.exports'] === f, ns.default === f));
// expect: function thing undefined true
// expect: [ 'default', 'module.exports', 'other' ] true true
