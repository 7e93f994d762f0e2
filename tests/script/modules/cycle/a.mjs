import { fromB, useA } from './b.mjs';
console.log('a evaluated, sees', fromB);
export let fromA = 'A';
export function hoisted() { return 'hoisted from a'; }
export function callB() { return useA(); }
