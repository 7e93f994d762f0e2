import { two } from './tla_cyc2.mjs';
console.log('cyc1: before await');
await Promise.resolve();
export const one = 'one';
console.log('cyc1: done, two is', two);
