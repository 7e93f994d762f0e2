import { one } from './tla_cyc1.mjs';
console.log('cyc2: runs first');
export const two = 'two';
export function readOne() { return one; }
