// tarn-only: node 22+ detects module syntax in a .js file and runs it as a module; tarn keeps .js files scripts
import { a } from './lib.mjs'; // expect error: SyntaxError: Cannot use import statement outside a module
