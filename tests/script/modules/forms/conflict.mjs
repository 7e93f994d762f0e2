export * from './a.mjs';
export * from './b.mjs';
