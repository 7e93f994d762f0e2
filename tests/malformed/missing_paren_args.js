console.log(1 2); // expect error: SyntaxError: missing ) after argument list
