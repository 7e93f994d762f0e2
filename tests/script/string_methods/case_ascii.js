// toUpperCase / toLowerCase of ASCII strings: the mapped copy, or the string
// itself when nothing changes; non-ASCII strings take the tables.
const xs = ["", "a", "A", "abc", "ABC", "MiXeD 123 _@[`{", "already lower", "ALREADY UPPER", "\u00e9t\u00e9", "\u0130", "stra\u00dfe", "x".repeat(300), "Y".repeat(300) + "z"];
for (const x of xs) console.log(JSON.stringify(x.toUpperCase()), JSON.stringify(x.toLowerCase()), x.toUpperCase().length, x === x.toLowerCase());
let r = ""; for (let i = 0; i < 400; i++) r += i % 2 ? "a" : "B";
console.log(r.toUpperCase().slice(0, 6), r.toLowerCase().slice(-6), r.toLowerCase().length);
console.log(String.prototype.toUpperCase.call(123), String.prototype.toLowerCase.call(true), "@[`{".toUpperCase(), "@[`{".toLowerCase());
// expect: "" "" 0 true
// expect: "A" "a" 1 true
// expect: "A" "a" 1 false
// expect: "ABC" "abc" 3 true
// expect: "ABC" "abc" 3 false
// expect: "MIXED 123 _@[`{" "mixed 123 _@[`{" 15 false
// expect: "ALREADY LOWER" "already lower" 13 true
// expect: "ALREADY UPPER" "already upper" 13 false
// expect: "ÉTÉ" "été" 3 true
// expect: "İ" "i̇" 1 false
// expect: "STRASSE" "straße" 7 true
// expect: "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX" "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" 300 true
// expect: "YYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYZ" "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyz" 301 false
// expect: BABABA bababa 400
// expect: 123 true @[`{ @[`{
