try {
  try { throw new TypeError("inner"); }
  finally { console.log("inner finally"); }
} catch (e) {
  console.log("outer caught", e.message);
}
try {
  try { throw 1; } catch (e) { throw e + 1; }
} catch (e) { console.log(e); }
// expect: inner finally
// expect: outer caught inner
// expect: 2
