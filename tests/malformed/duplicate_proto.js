let o = {__proto__: null, __proto__: null}; // expect error: SyntaxError: Duplicate __proto__ fields are not allowed in object literals
