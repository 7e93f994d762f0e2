function inner() { throw new Error("s"); }
try { inner(); } catch (e) {
  console.log(typeof e.stack, e.stack.split("\n")[0]);
}
// expect: string Error: s
