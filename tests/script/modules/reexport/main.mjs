// export * from, export * as ns from, export { a as b } from, and re-exports of imports.
import { a, b, renamed, fromStar, viaImport, helpers, defaultOfC } from './hub.mjs';
import * as hub from './hub.mjs';
import hubDefault from './hub.mjs';
console.log(a, b, renamed, fromStar, viaImport, defaultOfC);
console.log(helpers);
console.log(hub);
console.log(hubDefault);
console.log('default' in hub, 'onlyDefault' in hub);
// expect: star evaluated
// expect: helpers evaluated
// expect: c evaluated
// expect: hub evaluated
// expect: a b x from c star y from c c default
// expect: [Module: null prototype] { name: 'helpers', twice: [Function: twice] }
// expect: [Module: null prototype] {
// expect:   a: 'a',
// expect:   b: 'b',
// expect:   default: 'hub default',
// expect:   defaultOfC: 'c default',
// expect:   fromStar: 'star',
// expect:   helpers: [Module: null prototype] {
// expect:     name: 'helpers',
// expect:     twice: [Function: twice]
// expect:   },
// expect:   renamed: 'x from c',
// expect:   viaImport: 'y from c'
// expect: }
// expect: hub default
// expect: true false
