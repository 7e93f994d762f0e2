const s = "héllo wörld";
console.log(s, s.length);
const e = "😀";
console.log(e.length, e.charCodeAt(0), e.charCodeAt(1), e.codePointAt(0));
// expect: héllo wörld 11
// expect: 2 55357 56832 128512
