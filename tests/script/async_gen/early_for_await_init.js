async function f() {
  for await (let x = 1 of []) {} // expect error: SyntaxError: for-await-of loop variable declaration may not have an initializer.
}
