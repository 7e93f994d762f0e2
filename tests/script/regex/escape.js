// RegExp.escape: what it escapes, and that the result matches the input literally.
console.log(RegExp.escape("1a_-,\u2028\u00a0\ud800x\u3000/é𝒳"));
console.log(RegExp.escape("^$\\.*+?()[]{}|/"));
console.log(RegExp.escape("\t\n\v\f\r"));
console.log(RegExp.escape(",-=<>#&!%:;@~'`\""));
console.log(RegExp.escape("\udc00\ud800\ud83d\ude00"), RegExp.escape("\ufeff\u1680\u0085"));
console.log(JSON.stringify(RegExp.escape("")), RegExp.escape("abc"), RegExp.escape("Zebra"), RegExp.escape("_x"));
console.log(RegExp.escape.length, RegExp.escape.name, Object.getOwnPropertyNames(RegExp).includes("escape"));
for (const v of [1, null, undefined, {}, Symbol("s"), new String("s")]) {
    try { RegExp.escape(v); } catch (e) { console.log(e.constructor.name, e.message); }
}
const samples = ["a.b*c", "(x|y)", "1+1=2", "\\d", "[^]", "price: $5", "a\nb", "café 𝒳", "c:\\dir\\f.txt"];
for (const s of samples) {
    const re = new RegExp("^" + RegExp.escape(s) + "$");
    const reu = new RegExp("^" + RegExp.escape(s) + "$", "u");
    console.log(JSON.stringify(s), re.test(s), reu.test(s));
}
console.log(new RegExp("\\0" + RegExp.escape("1")).test("\x001"), new RegExp("\\c" + RegExp.escape("J")).test("\\cJ"));
// expect: \x31a_\x2d\x2c\u2028\xa0\ud800x\u3000\/é𝒳
// expect: \^\$\\\.\*\+\?\(\)\[\]\{\}\|\/
// expect: \t\n\v\f\r
// expect: \x2c\x2d\x3d\x3c\x3e\x23\x26\x21\x25\x3a\x3b\x40\x7e\x27\x60\x22
// expect: \udc00\ud800😀 \ufeff\u1680
// expect: "" \x61bc \x5aebra _x
// expect: 1 escape true
// expect: TypeError input argument must be a string
// expect: TypeError input argument must be a string
// expect: TypeError input argument must be a string
// expect: TypeError input argument must be a string
// expect: TypeError input argument must be a string
// expect: TypeError input argument must be a string
// expect: "a.b*c" true true
// expect: "(x|y)" true true
// expect: "1+1=2" true true
// expect: "\\d" true true
// expect: "[^]" true true
// expect: "price: $5" true true
// expect: "a\nb" true true
// expect: "café 𝒳" true true
// expect: "c:\\dir\\f.txt" true true
// expect: true true
