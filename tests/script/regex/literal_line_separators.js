// A regular-expression literal ends at its line: U+2028 and U+2029 are line
// terminators there too, as a character, first character or after a backslash
// (the RegExp constructor takes them as pattern characters).
try { eval("/a\u2028b/"); console.log("accepted"); } catch (e) { console.log(e.name, e.message); }
try { eval("/\u2029/"); console.log("accepted"); } catch (e) { console.log(e.name, e.message); }
try { eval("/\\\u2028/"); console.log("accepted"); } catch (e) { console.log(e.name, e.message); }
try { eval("/[\u2028]/"); console.log("accepted"); } catch (e) { console.log(e.name, e.message); }
console.log(new RegExp("a\u2028b").test("a\u2028b"), /a\u2028b/.test("a\u2028b"), eval("/x/ \u2028 .source"));
// expect: SyntaxError Invalid regular expression: missing /
// expect: SyntaxError Invalid regular expression: missing /
// expect: SyntaxError Invalid regular expression: missing /
// expect: SyntaxError Invalid regular expression: missing /
// expect: true true x
