// Pattern modifiers (?ims-ims:...) (ES2025): syntax errors as V8 words them, and i, m, s applied to the group only.
for (const p of ['(?ii:a)', '(?i-i:a)', '(?-:a)', '(?x:a)', '(?i', '(?i)a', '(?i-:a)', '(?-i:a)', '(?ims-:a)', '(?u:a)', '(?i-s:a)', '(?i-x:a)', '(?-)', '(?--i:a)', '(?i-m', '(?m-i:a', '(?s:a)+', '(?i:a){2}']) {
  try { new RegExp(p); console.log('ok', p); } catch (e) { console.log(e.name, e.message); }
}
console.log(/(?i:a)b/.test("Ab"), /(?i:a)b/.test("AB"), /a(?-i:b)/i.test("Ab"), /a(?-i:b)/i.test("AB"), /(?m:^b)/.test("a\nb"), /^b/.test("a\nb"), /(?s:.)/.test("\n"), /(?-s:.)/s.test("\n"), /(?i:[a-z])/.test("Q"), /(?-i:[a-z])/i.test("Q"));
console.log(/(?i:\w)/u.test("\u017f"), /\w/u.test("\u017f"), /(a)(?i:\1)/.test("aA"), /(?i:(a))\1/.test("Aa"), /(?i:\b)/u.test("a"));
console.log("xAbAB".match(/(?i:ab)+/g), "aBAb".replace(/a(?-i:B)/gi, "_"), /(?<=(?i:A))b/.test("ab"), /(?i:[^a])/.test("A"));
console.log(/(?m:a$)\n/.test("a\n"), /(?-m:a$)/m.test("a\nb"), /(?i:(?-i:a)b)/.test("aB"), /(?i:(?-i:a)b)/.test("AB"));
console.log(/x(?i:Σ)/u.test("xς"), /(?i:\u212a)/u.test("k"), /(?i:\u212a)/.test("k"));
console.log(String(/(?i:a)/), /(?i:a)/.flags, /(?i-m:a)|b/ms.exec("B"), "AaA".split(/(?i:a)/));
// expect: SyntaxError Invalid regular expression: /(?ii:a)/: Repeated flag in flag group
// expect: SyntaxError Invalid regular expression: /(?i-i:a)/: Repeated flag in flag group
// expect: SyntaxError Invalid regular expression: /(?-:a)/: Invalid flag group
// expect: SyntaxError Invalid regular expression: /(?x:a)/: Invalid group
// expect: SyntaxError Invalid regular expression: /(?i/: Invalid group
// expect: SyntaxError Invalid regular expression: /(?i)a/: Invalid group
// expect: ok (?i-:a)
// expect: ok (?-i:a)
// expect: ok (?ims-:a)
// expect: SyntaxError Invalid regular expression: /(?u:a)/: Invalid group
// expect: ok (?i-s:a)
// expect: SyntaxError Invalid regular expression: /(?i-x:a)/: Invalid group
// expect: SyntaxError Invalid regular expression: /(?-)/: Invalid group
// expect: SyntaxError Invalid regular expression: /(?--i:a)/: Multiple dashes in flag group
// expect: SyntaxError Invalid regular expression: /(?i-m/: Invalid group
// expect: SyntaxError Invalid regular expression: /(?m-i:a/: Unterminated group
// expect: ok (?s:a)+
// expect: ok (?i:a){2}
// expect: true false true false true false true false true false
// expect: true false true false true
// expect: [ 'AbAB' ] _Ab true false
// expect: true false true false
// expect: true true false
// expect: /(?i:a)/  null [ '', '', '', '' ]
