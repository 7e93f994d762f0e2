throw // expect error: SyntaxError: Illegal newline after throw
new Error('x');
