class interface {} // expect error: SyntaxError: Unexpected strict mode reserved word
