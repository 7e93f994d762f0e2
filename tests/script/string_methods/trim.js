// trim / trimStart / trimEnd over the JS whitespace set
const ws = "\t\n\v\f\r \u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF";
const s = ws + "a b" + ws;
console.log(ws.length, s.trim(), s.trimStart().length, s.trimEnd().length, ws.trim() === "");
console.log(`[${"\u200Bx\u200B".trim()}]`.length, `[${"\u180Ex".trim()}]`.length, `[${"\u0085x".trim()}]`.length);
console.log(String.prototype.trimLeft === String.prototype.trimStart, String.prototype.trimRight === String.prototype.trimEnd);
console.log(String.prototype.trimStart.name, String.prototype.trimEnd.name, "x".trim.length);
console.log(`[${"  x  ".trimLeft()}]`, `[${"  x  ".trimRight()}]`, String.prototype.trim.call(42), "".trim() === "");
// expect: 25 a b 28 28 true
// expect: 5 4 4
// expect: true true
// expect: trimStart trimEnd 0
// expect: [x  ] [  x] 42 true
