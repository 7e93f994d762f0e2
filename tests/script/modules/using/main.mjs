// `using` and `await using` at a module's top level
import { value } from './lib.mjs';
console.log('main starts', value);
await using m = { async [Symbol.asyncDispose]() { console.log('main async disposed'); } };
using n = { [Symbol.dispose]() { console.log('main disposed'); } };
Promise.resolve().then(() => console.log('microtask'));
console.log('main body');
// expect: lib body
// expect: lib async disposed
// expect: lib disposed
// expect: main starts 1
// expect: main body
// expect: main disposed
// expect: main async disposed
// expect: microtask
