// indexOf, includes, split, replaceAll and lastIndexOf over narrow (Latin-1)
// and wide (UTF-16) strings, in every mix, with short and long needles
const narrow = "abcabcabd".repeat(20) + "xyz";
const wide = "αβγαβγαβδ".repeat(20) + "χψω";
console.log(narrow.indexOf("abd"), narrow.indexOf("abd", 9), narrow.indexOf("xyz"), narrow.indexOf("xyzz"));
console.log(narrow.indexOf("c"), narrow.indexOf("c", 3), narrow.indexOf("q"), narrow.indexOf("", 5),
            narrow.indexOf("", 1000), narrow.indexOf("a", 1000));
console.log(wide.indexOf("αβδ"), wide.indexOf("αβδ", 9), wide.indexOf("χψω"), wide.indexOf("β", 2));
// a wide needle in a narrow string, a narrow needle in a wide one
console.log(narrow.indexOf("aβ"), wide.indexOf("ab"), ("é" + narrow).indexOf("abd"), (wide + "abc").indexOf("abc"));
// UTF-16 units whose bytes straddle: U+0100 U+0001 contains the byte pair of U+0101 at an odd offset
const straddle = "\u0100\u0001\u0101x";
console.log(straddle.indexOf("\u0101"), straddle.indexOf("\u0101x"), "\u0201\u0002".indexOf("\u0102"));
// long needles (past the short-needle scan)
const longNeedle = "abcabcabdabcabcabdabc";
console.log(narrow.indexOf(longNeedle), narrow.indexOf(longNeedle, 100), narrow.indexOf(longNeedle + "!"));
const longWide = "αβγαβγαβδαβγαβγαβδ";
console.log(wide.indexOf(longWide), wide.indexOf(longWide, 50), wide.includes(longWide + "α"));
console.log("a,b,,c".split(","), "α,β,,γ".split(","), "ab--cd--".split("--"), "αβ--γ".split("--"));
console.log("x.y.z".replaceAll(".", "/"), "ααβαα".replaceAll("αα", "-"), "aaaa".replaceAll("aa", "b"));
console.log(narrow.includes("bda"), narrow.includes("bdb"), wide.includes("βδα"), narrow.lastIndexOf("abd"));
console.log("needle at the end".indexOf("end"), "end".indexOf("end"), "en".indexOf("end"));
// expect: 6 15 180 -1
// expect: 2 5 -1 5 183 -1
// expect: 6 15 180 4
// expect: -1 -1 7 183
// expect: 2 2 -1
// expect: 0 108 -1
// expect: 0 54 true
// expect: [ 'a', 'b', '', 'c' ] [ 'α', 'β', '', 'γ' ] [ 'ab', 'cd', '' ] [ 'αβ', 'γ' ]
// expect: x/y/z -β- bb
// expect: true false true 177
// expect: 14 0 -1
