import source x from './lib.mjs';
globalThis.staticRan = true;
export { x };
