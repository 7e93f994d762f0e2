import { 'the value' } from './lib.mjs'; // expect error: SyntaxError: Unexpected reserved word
