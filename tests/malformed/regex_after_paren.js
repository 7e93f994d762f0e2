if (true) /ab(/.test('ab'); // expect error: SyntaxError: Invalid regular expression: /ab(/: Unterminated group
