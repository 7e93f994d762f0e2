// re-exports by string name, and a namespace under a string name
export { 'the value' as 'also value', "😀" as smile, plain as 'not an identifier!' } from './lib.mjs';
export * as 'whole lib' from './lib.mjs';
