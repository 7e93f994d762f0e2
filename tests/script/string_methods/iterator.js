// String.prototype[Symbol.iterator] walks code points; lone surrogates alone
const parts = [];
for (const c of "a😀b\uD800c\uDC00\uD83D\uDE00") parts.push(c.length + ":" + c.codePointAt(0).toString(16));
console.log(parts.join(" "));
console.log([..."héllo"].length, [..."😀😀"].length, [...""].length, [..."\uD83D"].length);
const [a, b, c] = "x😀";
console.log(a, b.length, c);
const arr = [];
for (const ch of new String("ab")) arr.push(ch);
console.log(arr.join("|"));
// expect: 1:61 2:1f600 1:62 1:d800 1:63 1:dc00 2:1f600
// expect: 5 2 0 1
// expect: x 2 undefined
// expect: a|b
