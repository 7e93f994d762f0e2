let o = {};
o.#secret = 1; // expect error: SyntaxError: Private field '#secret' must be declared in an enclosing class
