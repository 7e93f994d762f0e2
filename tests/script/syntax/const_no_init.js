const c; // expect error: SyntaxError: Missing initializer in const declaration
