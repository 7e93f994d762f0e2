const s = `bad \unicode`; // expect error: SyntaxError: Invalid Unicode escape sequence
