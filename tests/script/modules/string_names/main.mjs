// ES2022 arbitrary module namespace names: string literals as export and
// import names (a bundler's `export { x as 'module.exports' }`).
import { 'the value' as v, "😀" as smile, default as d } from './lib.mjs';
import * as hub from './hub.mjs';
import { 'whole lib' as whole, 'not an identifier!' as nid } from './hub.mjs';
console.log(v, smile('tarn'), d);
console.log(Object.keys(hub));
console.log(hub['also value'], hub.smile === smile, nid === smile, whole['the value'], Object.keys(whole));
const dyn = await import('./lib.mjs');
console.log(dyn['😀']('dyn'), Reflect.ownKeys(dyn).map(String));
// expect: 42 hi tarn 42
// expect: [ 'also value', 'not an identifier!', 'smile', 'whole lib' ]
// expect: 42 true true 42 [ 'default', 'plain', 'the value', '😀' ]
// expect: hi dyn [ 'default', 'plain', 'the value', '😀', 'Symbol(Symbol.toStringTag)' ]
