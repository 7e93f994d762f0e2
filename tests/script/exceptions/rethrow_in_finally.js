function f() {
  try { throw new Error("a"); }
  finally { console.log("cleanup"); }
}
try { f(); } catch (e) { console.log("got", e.message); }
// expect: cleanup
// expect: got a
