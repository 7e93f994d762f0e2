// split with a string separator and a limit
console.log("a,b,c,d".split(",", 2), "a,b,c,d".split(",", 0), "a,b".split(",", 10), "a,b,c".split(",", -1), "a,b,c".split(",", 2.9));
console.log("abc".split("", 2), "abc".split(undefined, 0), "abc".split(undefined), "abc".split(), "".split("", 5));
console.log("a--b--".split("--"), "--".split("--"), "aaa".split("a"), "abc".split("abcd"), "abc".split("abc"));
console.log("😀a😀".split("").map((c) => c.charCodeAt(0)), "😀a😀".split("a"), "1null2".split(null), "a1b1c".split(1));
console.log("a b c".split(" ", "2"), "a b c".split(" ", 4294967296), "a b c".split(" ", 4294967297));
const parts = "x".repeat(50).split("", 40);
console.log(parts.length, parts[39], "abc".split.length);
// expect: [ 'a', 'b' ] [] [ 'a', 'b' ] [ 'a', 'b', 'c' ] [ 'a', 'b' ]
// expect: [ 'a', 'b' ] [] [ 'abc' ] [ 'abc' ] []
// expect: [ 'a', 'b', '' ] [ '', '' ] [ '', '', '', '' ] [ 'abc' ] [ '', '' ]
// expect: [ 55357, 56832, 97, 55357, 56832 ] [ '😀', '😀' ] [ '1', '2' ] [ 'a', 'b', 'c' ]
// expect: [ 'a', 'b' ] [] [ 'a' ]
// expect: 40 x 2
