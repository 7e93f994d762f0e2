// toUpperCase / toLowerCase: full Unicode mapping, special cases, Final_Sigma
const hex = (s) => [...s].map((c) => c.codePointAt(0).toString(16)).join(" ");
console.log("Hello, World 123".toUpperCase(), "Hello, World 123".toLowerCase(), "".toUpperCase() === "");
console.log("straße".toUpperCase(), "ÀÉÎÕÜ àéîõü".toLowerCase(), "àéîõü ÿ µ".toUpperCase());
console.log("ÿ".toUpperCase().charCodeAt(0), "µ".toUpperCase().charCodeAt(0), "ß".toUpperCase().length, "ß".toLowerCase());
console.log("İ".toLowerCase().length, hex("İ".toLowerCase()), "ﬁ".toUpperCase(), "ŉ".toUpperCase().length, hex("ΐ".toUpperCase()));
console.log("ΟΔΟΣ".toLowerCase(), "Σ".toLowerCase(), "ΑΣ ΑΣ.".toLowerCase(), "Α.Σ".toLowerCase(), "ΑΣΑ".toLowerCase(), "ΑΣ1".toLowerCase());
console.log("ǅ".toUpperCase(), "ǅ".toLowerCase(), "ǆ".toUpperCase(), "Ǆ".toLowerCase());
console.log("привет МИР".toUpperCase(), "ПРИВЕТ мир".toLowerCase(), "ᾳ".toUpperCase(), "Ա".toLowerCase());
console.log(hex("\u{10400}".toLowerCase()), hex("\u{10428}".toUpperCase()), hex("\u{1E900}".toLowerCase()));
console.log(hex("a\uD800b".toUpperCase()), hex("\uDC00A".toLowerCase()), "😀x".toUpperCase() === "😀X");
console.log("ÄÖÜ".toLocaleLowerCase(), "äöü".toLocaleUpperCase(), "abc".toLocaleUpperCase.length);
console.log(String.prototype.toUpperCase.call(true), String.prototype.toLowerCase.call(12e3), String.prototype.toUpperCase.call({ toString() { return "obj"; } }));
const long = "abcÀ".repeat(300).toUpperCase();
console.log(long.length, long.slice(0, 8));
// expect: HELLO, WORLD 123 hello, world 123 true
// expect: STRASSE àéîõü àéîõü ÀÉÎÕÜ Ÿ Μ
// expect: 376 924 2 ß
// expect: 2 69 307 FI 2 399 308 301
// expect: οδος σ ας ας. α.ς ασα ας1
// expect: Ǆ ǆ Ǆ ǆ
// expect: ПРИВЕТ МИР привет мир ΑΙ ա
// expect: 10428 10400 1e922
// expect: 41 d800 42 dc00 61 true
// expect: äöü ÄÖÜ 0
// expect: TRUE 12000 OBJ
// expect: 1200 ABCÀABCÀ
