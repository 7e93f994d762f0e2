// node's errors: MODULE_NOT_FOUND with the require stack, a bad "main", a
// SyntaxError or a throw in a required file (with its file:line), JSON.
const path = require('path');
const clean = (s) => s.split(__dirname).join('.');
for (const id of ['./lib/nope', 'no-such-package', './lib/badmain', './lib/requires_missing']) {
  try {
    require(id);
  } catch (e) {
    console.log(e.constructor.name, e.code, clean(e.message), (e.requireStack || []).map(clean));
  }
}
try {
  require('./lib/thrower');
} catch (e) {
  console.log(e.message, /thrower\.js:3:9/.test(e.stack));
}
try {
  require('./lib/bad_syntax');
} catch (e) {
  console.log(e.name, e.message);
}
try {
  require('./lib/bad.json');
} catch (e) {
  console.log(e.name, clean(e.message));
}
// a module that threw is not cached: it runs again
try { require('./lib/thrower'); } catch (e) { console.log('again:', e.message); }
for (const bad of [42, '']) {
  try {
    require(bad);
  } catch (e) {
    console.log(e.code, e.message);
  }
}
// expect: Error MODULE_NOT_FOUND Cannot find module './lib/nope'
// expect: Require stack:
// expect: - ./errors_main.js [ './errors_main.js' ]
// expect: Error MODULE_NOT_FOUND Cannot find module 'no-such-package'
// expect: Require stack:
// expect: - ./errors_main.js [ './errors_main.js' ]
// expect: Error MODULE_NOT_FOUND Cannot find module './lib/badmain/missing.js'. Please verify that the package.json has a valid "main" entry []
// expect: Error MODULE_NOT_FOUND Cannot find module './not-there'
// expect: Require stack:
// expect: - ./lib/requires_missing.js
// expect: - ./errors_main.js [ './lib/requires_missing.js', './errors_main.js' ]
// expect: thrown in thrower true
// expect: SyntaxError Identifier 'x' has already been declared
// expect: SyntaxError ./lib/bad.json: Expected double-quoted property name in JSON at position 10 (line 1 column 11)
// expect: again: thrown in thrower
// expect: ERR_INVALID_ARG_TYPE The "id" argument must be of type string. Received type number (42)
// expect: ERR_INVALID_ARG_VALUE The argument 'id' must be a non-empty string. Received ''
