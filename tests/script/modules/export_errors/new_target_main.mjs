console.log("never");
console.log(new.target); // expect error: SyntaxError: new.target expression is not allowed here
