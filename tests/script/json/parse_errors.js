for (const s of ["{", "[1,]", "{'a':1}", "01", "", "tru", '{"a" 1}']) {
  try { JSON.parse(s); console.log("parsed", s); } catch (e) { console.log(e.name); }
}
// expect: SyntaxError
// expect: SyntaxError
// expect: SyntaxError
// expect: SyntaxError
// expect: SyntaxError
// expect: SyntaxError
// expect: SyntaxError
