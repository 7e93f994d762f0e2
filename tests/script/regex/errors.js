// SyntaxErrors from the RegExp constructor, with V8's reasons.
const cases = [
    ["(", ""], [")", ""], ["*", ""], ["a**", ""], ["(?", ""], ["(?x)", ""], ["[", ""], ["\\", ""],
    ["a{2,1}", ""], ["[b-a]", ""], ["(?<a>x)(?<a>y)", ""], ["\\k<b>(?<a>x)", ""], ["\\k<a", "u"], ["\\k", "u"],
    ["\\u{110000}", "u"], ["\\c", "u"], ["{", "u"], ["}", "u"], ["]", "u"], ["a{1", "u"], ["[\\d-z]", "u"],
    ["\\1", "u"], ["\\q", "u"], ["(?<1a>x)", ""], ["(?<=a)+", ""], ["(?=a)+", "u"], ["\\u12", "u"],
    ["\\x1", "u"], ["(?<a", ""], ["\\k<a>(?<b>x)", "u"], ["x{2}{3}", ""], ["^*", ""], ["\\b+", ""],
    ["[z-a]", "u"], ["\\00", "u"], ["\\8", "u"], ["[\\1]", "u"], ["(?<a>.)\\k", ""], ["a{,5}", "u"],
    ["(?<a-b>x)", ""], ["\\u{12", "u"], ["[\\c]", "u"], ["(?<=x)*", ""], ["\\-", "u"], ["(?:", "u"],
    ["a|*", ""], ["(*)", ""], ["a{2}?*", ""], ["x{1}{1,}", "u"], ["(?i:a)", ""],
    ["a", "gg"], ["a", "x"], ["a", "G"],
];
for (const [p, f] of cases) {
    try {
        new RegExp(p, f);
        console.log("ok", p);
    } catch (e) {
        console.log(e.name, e.message);
    }
}
const ok = ["(?=a)+", "a{99999999999}", "\\k<a>", "(?<$>x)", "(?<\\u0061>x)\\k<a>", "\\c1", "[\\b]", "\\ud800"];
for (const p of ok) console.log(new RegExp(p).source);
new RegExp("(?<x>a)\\k<y>"); // expect runtime error: SyntaxError: Invalid regular expression: /(?<x>a)\k<y>/: Invalid named capture referenced
// expect: SyntaxError Invalid regular expression: /(/: Unterminated group
// expect: SyntaxError Invalid regular expression: /)/: Unmatched ')'
// expect: SyntaxError Invalid regular expression: /*/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /a**/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /(?/: Invalid group
// expect: SyntaxError Invalid regular expression: /(?x)/: Invalid group
// expect: SyntaxError Invalid regular expression: /[/: Unterminated character class
// expect: SyntaxError Invalid regular expression: /\/: \ at end of pattern
// expect: SyntaxError Invalid regular expression: /a{2,1}/: numbers out of order in {} quantifier
// expect: SyntaxError Invalid regular expression: /[b-a]/: Range out of order in character class
// expect: SyntaxError Invalid regular expression: /(?<a>x)(?<a>y)/: Duplicate capture group name
// expect: SyntaxError Invalid regular expression: /\k<b>(?<a>x)/: Invalid named capture referenced
// expect: SyntaxError Invalid regular expression: /\k<a/u: Invalid capture group name
// expect: SyntaxError Invalid regular expression: /\k/u: Invalid named reference
// expect: SyntaxError Invalid regular expression: /\u{110000}/u: Invalid Unicode escape
// expect: SyntaxError Invalid regular expression: /\c/u: Invalid Unicode escape
// expect: SyntaxError Invalid regular expression: /{/u: Lone quantifier brackets
// expect: SyntaxError Invalid regular expression: /}/u: Lone quantifier brackets
// expect: SyntaxError Invalid regular expression: /]/u: Lone quantifier brackets
// expect: SyntaxError Invalid regular expression: /a{1/u: Incomplete quantifier
// expect: SyntaxError Invalid regular expression: /[\d-z]/u: Invalid character class
// expect: SyntaxError Invalid regular expression: /\1/u: Invalid escape
// expect: SyntaxError Invalid regular expression: /\q/u: Invalid escape
// expect: SyntaxError Invalid regular expression: /(?<1a>x)/: Invalid capture group name
// expect: SyntaxError Invalid regular expression: /(?<=a)+/: Invalid quantifier
// expect: SyntaxError Invalid regular expression: /(?=a)+/u: Invalid quantifier
// expect: SyntaxError Invalid regular expression: /\u12/u: Invalid Unicode escape
// expect: SyntaxError Invalid regular expression: /\x1/u: Invalid escape
// expect: SyntaxError Invalid regular expression: /(?<a/: Invalid capture group name
// expect: SyntaxError Invalid regular expression: /\k<a>(?<b>x)/u: Invalid named capture referenced
// expect: SyntaxError Invalid regular expression: /x{2}{3}/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /^*/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /\b+/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /[z-a]/u: Range out of order in character class
// expect: SyntaxError Invalid regular expression: /\00/u: Invalid decimal escape
// expect: SyntaxError Invalid regular expression: /\8/u: Invalid escape
// expect: SyntaxError Invalid regular expression: /[\1]/u: Invalid decimal escape
// expect: SyntaxError Invalid regular expression: /(?<a>.)\k/: Invalid named reference
// expect: SyntaxError Invalid regular expression: /a{,5}/u: Incomplete quantifier
// expect: SyntaxError Invalid regular expression: /(?<a-b>x)/: Invalid capture group name
// expect: SyntaxError Invalid regular expression: /\u{12/u: Invalid Unicode escape
// expect: SyntaxError Invalid regular expression: /[\c]/u: Invalid Unicode escape
// expect: SyntaxError Invalid regular expression: /(?<=x)*/: Invalid quantifier
// expect: SyntaxError Invalid regular expression: /\-/u: Invalid escape
// expect: SyntaxError Invalid regular expression: /(?:/u: Unterminated group
// expect: SyntaxError Invalid regular expression: /a|*/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /(*)/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /a{2}?*/: Nothing to repeat
// expect: SyntaxError Invalid regular expression: /x{1}{1,}/u: Nothing to repeat
// expect: ok (?i:a)
// expect: SyntaxError Invalid flags supplied to RegExp constructor 'gg'
// expect: SyntaxError Invalid flags supplied to RegExp constructor 'x'
// expect: SyntaxError Invalid flags supplied to RegExp constructor 'G'
// expect: (?=a)+
// expect: a{99999999999}
// expect: \k<a>
// expect: (?<$>x)
// expect: (?<\u0061>x)\k<a>
// expect: \c1
// expect: [\b]
// expect: \ud800
