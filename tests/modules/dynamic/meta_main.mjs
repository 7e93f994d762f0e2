// import.meta as node 26 has it, and import attributes on static imports.
import data from './lib/data.json' with { type: 'json' };
import * as again from './lib/data.json' with { type: 'json' };
export { default as alias } from './lib/data.json' with { type: 'json' };
import * as self from './meta_main.mjs';
const clean = (s) => s.split(import.meta.dirname).join('.');
console.log(Object.keys(import.meta), Object.getPrototypeOf(import.meta));
console.log(clean(import.meta.dirname), clean(import.meta.filename), import.meta.main);
console.log(import.meta.url === 'file://' + import.meta.filename);
console.log(clean(import.meta.resolve('./lib/a b#c.mjs')), import.meta.resolve('node:fs'), import.meta.resolve('fs'));
console.log(clean(import.meta.resolve('dynpkg')), clean(import.meta.resolve('./x/')));
console.log(data, again.default === data, self.alias === data);
const m = await import('./lib/meta_dep.mjs');
console.log(m.main, clean(m.url));
// expect: [ 'dirname', 'filename', 'main', 'resolve', 'url' ] null
// expect: . ./meta_main.mjs true
// expect: true
// expect: file://./lib/a%20b#c.mjs node:fs node:fs
// expect: file://./node_modules/dynpkg/esm.mjs file://./x/
// expect: { name: 'data', list: [ 1, 2, 3 ] } true true
// expect: false file://./lib/meta_dep.mjs
