const o = {};
o.#x; // expect error: SyntaxError: Private field '#x' must be declared in an enclosing class
