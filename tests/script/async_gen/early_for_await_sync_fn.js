function f() {
  for await (const x of []) {} // expect error: SyntaxError: Unexpected reserved word
}
