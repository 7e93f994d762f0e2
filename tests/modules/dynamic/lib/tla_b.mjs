import { a } from './tla_a.mjs';
console.log('b: runs after a, sees', a);
export const b = 'B';
