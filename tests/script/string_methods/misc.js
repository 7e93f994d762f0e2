// concat, localeCompare (code-unit order), substr, toString/valueOf, isWellFormed/toWellFormed
console.log("a".concat(), "a".concat("b", 1, null, undefined, { toString: () => "T" }), "".concat(true), "x".concat.length);
console.log("a".localeCompare("b"), "b".localeCompare("a"), "a".localeCompare("a"), "".localeCompare(""), "ab".localeCompare("a"));
console.log("a".localeCompare(), "undefined".localeCompare(), "\u00e9".localeCompare("\u00e9"), "x".localeCompare.length);
const s = "abcdefg";
console.log(s.substr(2), s.substr(2, 3), s.substr(-3), s.substr(-3, 2), s.substr(1, -1) === "", s.substr(99) === "", s.substr(-99, 2));
console.log(s.substr(NaN, 2), s.substr(2, NaN) === "", s.substr(2, Infinity), s.substr.length);
const w = new String("wrapped");
console.log(w.toString(), w.valueOf(), typeof w.valueOf(), "p".toString(), String.prototype.toString.call("q"));
console.log("ok😀".isWellFormed(), "a\uD800".isWellFormed(), "\uDC00a".isWellFormed(), "\uDBFF\uDFFF".isWellFormed());
console.log("a\uD800b\uDC00".toWellFormed().split("").map((c) => c.charCodeAt(0)).join(), "fine".toWellFormed());
console.log(String.prototype.substring.call(12345, 1, 3), String.prototype.slice.call(true, 1));
// expect: a ab1nullundefinedT true 1
// expect: -1 1 0 0 1
// expect: -1 0 0 1
// expect: cdefg cde efg ef true true ab
// expect: ab true cdefg 2
// expect: wrapped wrapped string p q
// expect: true false false true
// expect: 97,65533,98,65533 fine
// expect: 23 rue
