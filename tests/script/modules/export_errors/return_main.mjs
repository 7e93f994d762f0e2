console.log("never");
return 1; // expect error: SyntaxError: Illegal return statement
