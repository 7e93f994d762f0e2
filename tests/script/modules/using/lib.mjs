// a module body is a using scope: its resources are disposed when it ends
// running, before a module that imports it runs
using r = { [Symbol.dispose]() { console.log('lib disposed'); } };
await using a = { async [Symbol.asyncDispose]() { console.log('lib async disposed'); } };
console.log('lib body');
export const value = 1;
