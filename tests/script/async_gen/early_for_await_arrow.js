async function* g() {
  () => { for await (const x of []) {} }; // expect error: SyntaxError: Unexpected reserved word
}
