async function f() {
  function g() { await 1; } // expect error: SyntaxError: await is only valid in async functions and the top level bodies of modules
}
