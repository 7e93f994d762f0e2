// V8 names file modules by their file:// URL in stack frames; the module
// body's own frame has no function name. Only the user frames are compared
// (node adds its loader's frames below them).
import { thrower, url as libUrl } from './lib.mjs';
const here = import.meta.url;
function frames(e, n) {
  return e.stack.split('\n').slice(0, n).join('\n').replaceAll(libUrl, 'LIB').replaceAll(here, 'MAIN');
}
try { thrower(); } catch (e) { console.log(frames(e, 3)); }
function outer() { return null.x; }
try { outer(); } catch (e) { console.log(frames(e, 3)); }
console.log(frames(new Error('here'), 2));
// expect: TypeError: from lib
// expect:     at thrower (LIB:1:35)
// expect:     at MAIN:9:7
// expect: TypeError: Cannot read properties of null (reading 'x')
// expect:     at outer (MAIN:10:32)
// expect:     at MAIN:11:7
// expect: Error: here
// expect:     at MAIN:12:20
