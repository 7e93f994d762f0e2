class MyError extends Error {
  constructor(m) { super(m); this.name = "MyError"; }
}
try { throw new MyError("custom"); } catch (e) {
  console.log(e.name, e.message, e instanceof MyError, e instanceof Error, String(e));
}
// expect: MyError custom true true MyError: custom
