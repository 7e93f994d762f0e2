let [a, b]; // expect error: SyntaxError: Missing initializer in destructuring declaration
