console.log("x"; // expect error: SyntaxError: missing ) after argument list
