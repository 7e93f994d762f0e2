// Where ECMAScript and PCRE2 define different results (the differential
// tester avoids these; node is the oracle here).
// Captures in a quantified group reset on each iteration (PCRE2 keeps "a").
console.log(/(?:(a)|b)+/.exec("ab"), /(?:(a)|(b))+/.exec("ab"));
// A backreference to a group that has not participated matches empty (PCRE2 fails).
console.log(/(a)?\1b/.exec("b"), /\1(a)/.exec("aa"), /(?:(x)|y)\1z/.test("yz"));
// '$' without m matches only at the very end (PCRE2 also before a final newline).
console.log(/a$/.test("a\n"), /a$/m.test("a\n"), /^b/.test("a\nb"));
// An iteration past the minimum that matches empty fails (PCRE2 accepts it once).
console.log(/(a*)*/.exec("b"), /(a*)+/.exec("b"), /(?:a?)*?b/.exec("ab"), /(a|)+b/.exec("ab"));
// Lookbehind of any length, matched right to left (PCRE2 needs a bounded length).
console.log(/(?<=(\d+)(\d+))$/.exec("1053"), /(?<=a.*)b/.test("axxxb"), /(?<=^|,)\w+/g[Symbol.match]("a,bc,d"));
// '.' excludes \r \u2028 \u2029 too; \s includes \ufeff and \u00a0.
console.log(/./.test("\r"), /./.test("\u2028"), /\s/.test("\ufeff"), /\s/.test("\u00a0"));
// Legacy octal and identity escapes (Annex B) without u.
console.log(/\101\8/.test("A8"), /\a/.test("a"), /[\1]/.test("\x01"));
// expect: [ 'ab', undefined, index: 0, input: 'ab', groups: undefined ] [ 'ab', undefined, 'b', index: 0, input: 'ab', groups: undefined ]
// expect: [ 'b', undefined, index: 0, input: 'b', groups: undefined ] [ 'a', 'a', index: 0, input: 'aa', groups: undefined ] true
// expect: false true false
// expect: [ '', undefined, index: 0, input: 'b', groups: undefined ] [ '', '', index: 0, input: 'b', groups: undefined ] [ 'ab', index: 0, input: 'ab', groups: undefined ] [ 'ab', 'a', index: 0, input: 'ab', groups: undefined ]
// expect: [ '', '1', '053', index: 4, input: '1053', groups: undefined ] true [ 'a', 'bc', 'd' ]
// expect: false false true true
// expect: true true true
