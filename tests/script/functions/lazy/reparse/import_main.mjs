// env: TARN_LAZY_REPARSE=1
// A module's functions parsed again at their first call read its imports
// and its top-level bindings through the module's environment.
import anon, { value, bump } from './module_dep.mjs';
let local = 'local';
export function readBoth() {
    return function () { return [value, local]; };
}
console.log(readBoth()());
bump();
console.log(readBoth()());
console.log(anon());
function assignImport() { return function () { value = 1; }; }
try { assignImport()(); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: [ 1, 'local' ]
// expect: [ 2, 'local' ]
// expect: anonymous default 2
// expect: TypeError Assignment to constant variable.
