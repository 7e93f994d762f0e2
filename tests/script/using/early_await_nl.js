async function f() {
  await
  using x = null; // expect error: SyntaxError: Unexpected identifier 'x'
}
