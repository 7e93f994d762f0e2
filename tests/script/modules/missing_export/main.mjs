import { here } from './lib.mjs';
import { nothere } from './lib.mjs'; // expect error: SyntaxError: The requested module './lib.mjs' does not provide an export named 'nothere'
console.log('never', here);
