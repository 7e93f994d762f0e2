import x from "y"; // expect error: SyntaxError: Cannot use import statement outside a module
