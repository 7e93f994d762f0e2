async function* g() {
  var await; // expect error: SyntaxError: Unexpected reserved word
}
