import { hoisted, fromA } from './a.mjs';
console.log('b evaluated, calls', hoisted());
try {
    console.log(fromA);
} catch (e) {
    console.log(e.constructor.name + ': ' + e.message);
}
export const fromB = 'B';
export function useA() { return 'b reads ' + fromA; }
