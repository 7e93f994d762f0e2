const o = {
  #x: 1, // expect error: SyntaxError: Unexpected identifier '#x'
};
