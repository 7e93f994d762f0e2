const x; // expect error: SyntaxError: Missing initializer in const declaration
