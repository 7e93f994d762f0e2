// Under "type": "commonjs" a .js file is CommonJS: no detection.
import { a } from './x.js'; // expect error: SyntaxError: Cannot use import statement outside a module
