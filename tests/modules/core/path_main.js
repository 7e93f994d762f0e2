// node:path (posix), and node:x names: an
// unknown node: name is ERR_UNKNOWN_BUILTIN_MODULE.
const path = require('node:path');
console.log(path.join('/a/b', '../c', 'd.js'), path.resolve('/x', 'y', '..', 'z'), path.relative('/a/b/c', '/a/d'));
console.log(path.dirname('/a/b/c.txt'), path.basename('/a/b/c.txt', '.txt'), path.extname('x.tar.gz'), path.parse('/home/u/f.txt'));
console.log(path.normalize('a//b/../c/./d/'), path.isAbsolute('a'), path.format({ dir: '/d', name: 'n', ext: 'e' }), path.sep, path.delimiter);
console.log(require('path') === path, require('path/posix') === path, require('module').isBuiltin('node:zlib'));
try {
  require('node:nope');
} catch (e) {
  console.log(e.code, e.message);
}
// expect: /a/c/d.js /x/z ../../d
// expect: /a/b c .gz { root: '/', dir: '/home/u', base: 'f.txt', ext: '.txt', name: 'f' }
// expect: a/c/d/ false /d/n.e / :
// expect: true true true
// expect: ERR_UNKNOWN_BUILTIN_MODULE No such built-in module: node:nope
