export * as foo from './empty.mjs';
