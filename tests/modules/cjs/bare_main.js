// Bare names through node_modules: "main", index.js, nested node_modules, a
// scope, a subpath, and the same package found from a nested one.
const path = require('path');
const rel = (p) => path.relative(__dirname, p);
console.log(require('alpha'), require('alpha/lib/extra'));
console.log(require('beta'));
console.log(require('gamma'));
console.log(require('delta'));
console.log(require('@sc/pkg'));
console.log(rel(require.resolve('alpha')), rel(require.resolve('gamma')));
console.log(require('alpha/package.json').name, require('alpha/package').version);
// expect: alpha main alpha extra
// expect: { beta: 'index.js' }
// expect: gamma sees nested delta
// expect: top delta
// expect: scoped pkg
// expect: node_modules/alpha/lib/main.js node_modules/gamma/index.js
// expect: alpha 1.2.3
