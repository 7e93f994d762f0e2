// at / charAt / charCodeAt / codePointAt: index coercion, ranges, surrogates
const s = "ab😀c";
console.log(s.length, s.at(0), s.at(-1), s.at(-5), s.at(5), s.at(-6), s.at("1"), s.at(1.9), s.at(NaN));
console.log(s.charAt(2) === "\uD83D", s.charAt(-1) === "", s.charAt(9) === "", s.charAt(), s.charAt(Infinity) === "");
console.log(s.charCodeAt(2), s.charCodeAt(3), s.charCodeAt(-1), s.charCodeAt(4), s.charCodeAt(), s.charCodeAt("x"));
console.log(s.codePointAt(2), s.codePointAt(3), s.codePointAt(4), s.codePointAt(5), s.codePointAt(-1), s.codePointAt());
console.log("\uD800".codePointAt(0), "\uD800x".codePointAt(0), "\uDC00\uD800".codePointAt(0), "\uD83D\uDE00".codePointAt(1));
console.log("".at(0), "".charAt(0) === "", "".charCodeAt(0), "".codePointAt(0));
console.log("x".at.length, "x".charAt.length, "x".codePointAt.length, String.prototype.at.name);
const boxed = new String("héllo");
console.log(boxed.at(1), boxed.charCodeAt(1), String.prototype.at.call(12345, -2), String.prototype.charAt.call(true, 1));
// expect: 5 a c a undefined undefined b b a
// expect: true true true a true
// expect: 55357 56832 NaN 99 97 97
// expect: 128512 56832 99 undefined undefined 97
// expect: 55296 55296 56320 56832
// expect: undefined true NaN undefined
// expect: 1 1 1 at
// expect: é 233 4 r
