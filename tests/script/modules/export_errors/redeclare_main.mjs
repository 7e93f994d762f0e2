import { a } from './lib.mjs';
let a = 2; // expect error: SyntaxError: Identifier 'a' has already been declared
