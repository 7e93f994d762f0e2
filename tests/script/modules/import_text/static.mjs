import text from './lib.mjs' with { type: 'text' };
export { text };
