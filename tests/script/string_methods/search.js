// indexOf / lastIndexOf / includes / startsWith / endsWith
const s = "abcabc";
console.log(s.indexOf("c"), s.indexOf("c", 3), s.indexOf("c", -5), s.indexOf("c", 99), s.indexOf(""), s.indexOf("", 4), s.indexOf("", 99));
console.log(s.lastIndexOf("c"), s.lastIndexOf("c", 4), s.lastIndexOf("c", -1), s.lastIndexOf("a", 0), s.lastIndexOf(""), s.lastIndexOf("", 2));
console.log(s.lastIndexOf("bc", NaN), s.lastIndexOf("bc", undefined), s.lastIndexOf("abcabcd"), s.lastIndexOf("abc", Infinity), s.lastIndexOf("abc", -Infinity));
console.log(s.includes("ca"), s.includes("ca", 3), s.includes(""), s.includes("abcabcx"), "undefined".includes());
console.log(s.startsWith("ab"), s.startsWith("bc"), s.startsWith("bc", 1), s.startsWith("", 6), s.startsWith("a", -3), s.startsWith("abc", 4));
console.log(s.endsWith("bc"), s.endsWith("ab"), s.endsWith("ab", 5), s.endsWith("a", 1), s.endsWith("", 0), s.endsWith("abc", 99));
const e = "x😀y😀";
console.log(e.indexOf("😀"), e.lastIndexOf("😀"), e.indexOf("\uDE00"), e.includes("\uD83D"), e.endsWith("😀"));
console.log("1234".indexOf(3), "nullnull".lastIndexOf(null), "abc".indexOf({ toString() { return "b"; } }));
console.log(s.indexOf.length, s.lastIndexOf.length, s.includes.length, s.startsWith.length, s.endsWith.length);
// expect: 2 5 2 -1 0 4 6
// expect: 5 2 -1 0 6 2
// expect: 4 4 -1 3 0
// expect: true false true false true
// expect: true false true true true false
// expect: true false true true true true
// expect: 1 4 2 true true
// expect: 2 4 1
// expect: 1 1 1 1 1
