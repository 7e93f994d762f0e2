// Source-phase imports (stage 3): import.source() of a JavaScript module
// loads it but rejects with node 26's SyntaxError, as such a module has no
// source object (only WebAssembly modules have one); a missing module
// rejects with the load error instead. `source` and `from` stay usable as
// default-import bindings.
import source from './lib.mjs';
import { default as from } from './lib.mjs';
console.log(source, from);
const show = (e) => console.log(e.constructor.name + ': ' + e.message.replace(/file:\/\/\S*\//, 'file:///.../'), e.code);
await import.source('./lib.mjs').then((v) => console.log('resolved', v), show);
await import.source('./missing.mjs').then((v) => console.log('resolved', v), (e) => console.log(e.code));
await import.source({ toString() { throw new RangeError('spec'); } }).then((v) => console.log('resolved', v), show);
let evaluated = globalThis.libRuns;
console.log(evaluated);
const f = () => import.source('./lib.mjs');
console.log(typeof f().catch(() => {}).then);
