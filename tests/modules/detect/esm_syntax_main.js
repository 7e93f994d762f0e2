// A .js file that no package.json types is CommonJS unless it has module
// syntax: then node 22+ (and tarn) run it as an ES module.
import { sep } from 'node:path';
console.log(typeof require, typeof module, this, sep);
console.log(import.meta.url.endsWith('/detect/esm_syntax_main.js'));
// expect: undefined undefined undefined /
// expect: true
