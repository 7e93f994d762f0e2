async function f() {
  for await (const x in {}) {} // expect error: SyntaxError: Unexpected token 'in'
}
