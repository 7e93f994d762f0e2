// Star exports that reach the same module's namespace (through `export * as`
// or a re-exported `import * as`) name one binding, so they do not conflict.
import { foo, bar } from './stars.mjs';
import * as all from './stars.mjs';
import * as empty from './empty.mjs';
console.log(foo === empty, bar === empty, all.foo === foo);
console.log(Object.keys(all));
console.log(all);
// node's inspect: an empty namespace's braces are padded; past the depth a
// namespace shows its tag
console.log(empty, [empty], { a: { b: { c: empty } } }, { a: { b: { c: all } } });
