a?.b`x`; // expect error: SyntaxError: Invalid tagged template on optional chain
