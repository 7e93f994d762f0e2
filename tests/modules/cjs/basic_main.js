// CommonJS: node's wrapper, relative requires with node's extension and
// directory rules, the module object, require.cache and require.resolve.
const path = require('path');
const rel = (p) => path.relative(__dirname, p);
var topVar = 1;
console.log(this === module.exports, this === exports, typeof globalThis.topVar);
console.log(rel(__filename), rel(__dirname) === '', arguments.length, typeof arguments[1]);
console.log(module.id, rel(module.filename), module.loaded, require.main === module, module.parent);
const a = require('./lib/a');
console.log(a.name, a.dirname, a.calls, require('./lib/a.js') === a);
console.log(require('./lib/data'), require('./lib/data.json') === require('./lib/data'));
console.log(require('./lib/dir').where, require('./lib/pkgdir').where, require('./lib/c.cjs').kind);
console.log(module.children.map((m) => rel(m.id)));
console.log(Object.keys(require.cache).map(rel));
console.log(rel(require.resolve('./lib/a')), rel(require.resolve('./lib/pkgdir')));
console.log(require.resolve.paths('./x').map(rel), require.resolve.paths('x')[0] === path.join(__dirname, 'node_modules'));
console.log(module.paths[0] === path.join(__dirname, 'node_modules'), module.paths[module.paths.length - 1]);
const child = require.cache[require.resolve('./lib/a')];
console.log(child.loaded, child.parent === module, rel(child.id), child.exports === a, child.children.length);
// the cache is what require reads: an entry replaced is what comes back
require.cache[require.resolve('./lib/data')].exports = { replaced: true };
console.log(require('./lib/data'));
delete require.cache[require.resolve('./lib/a')];
console.log(require('./lib/a').calls);
exports.done = true;
console.log(module.exports, typeof require.extensions['.js'], Object.keys(require.extensions));
setTimeout(() => console.log('loaded later:', module.loaded));
// expect: true true undefined
// expect: basic_main.js true 5 function
// expect: . basic_main.js false true null
// expect: a lib 1 true
// expect: { answer: 42, list: [ 1, 'two' ] } true
// expect: dir/index.js pkgdir/src/entry.js cjs
// expect: [
// expect:   'lib/a.js',
// expect:   'lib/data.json',
// expect:   'lib/dir/index.js',
// expect:   'lib/pkgdir/src/entry.js',
// expect:   'lib/c.cjs'
// expect: ]
// expect: [
// expect:   'basic_main.js',
// expect:   'lib/a.js',
// expect:   'lib/data.json',
// expect:   'lib/dir/index.js',
// expect:   'lib/pkgdir/src/entry.js',
// expect:   'lib/c.cjs'
// expect: ]
// expect: lib/a.js lib/pkgdir/src/entry.js
// expect: [ '' ] true
// expect: true /node_modules
// expect: true true lib/a.js true 0
// expect: { replaced: true }
// expect: 2
// expect: { done: true } function [ '.js', '.json', '.node' ]
// expect: loaded later: true
