import * as self from './lib.mjs';
console.log(self);
export const { p, q, ...rest } = { p: 1, q: 2, r: 3, s: 4 };
export var hoistedVar = 'var';
export class Klass { constructor() { this.v = 'k'; } }
function g() { return 'g'; }
const local = 'local default';
export { g, local as default };
export let early = 'early';
