// A .cjs file is CommonJS whatever it holds: import in it is a SyntaxError
// (a .js file without a package type would be run as a module, as node 22+ does)
import x from "y"; // expect error: SyntaxError: Cannot use import statement outside a module
