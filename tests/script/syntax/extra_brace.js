console.log(1);
if (true) {
  }} // expect error: SyntaxError: Unexpected token '}'
