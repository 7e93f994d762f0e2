// v-mode class syntax: the reserved punctuators and double punctuators, mixed set operators, ranges of non-characters, negated classes that may contain strings, properties of strings outside v, with V8's reasons.
const pats = ["[a-z&&b]", "[ab&&c]", "[a&&b--c]", "[a&&&b]", "[a--]", "[&&a]", "[a&&]", "[(]", "[)]", "[{]", "[}]", "[/]", "[|]",
  "[a-]", "[-a]", "[a!!b]", "[^\\q{ab}]", "[^\\p{RGI_Emoji}]", "\\P{RGI_Emoji}", "[\\P{RGI_Emoji}]", "[z-a]", "[\\q{a", "\\q{a}",
  "[\\q{a|bc}]", "[[a]", "[a]]", "[\\d-z]", "[a--b&&c]", "[\\-]", "[\\&]", "[\\!]", "[&]", "[a&b]", "[a&&b&&c]", "[!!]", "[a!!]",
  "[\\p{RGI_Emoji}--\\q{x}]", "[^[\\q{ab}--\\q{ab}]]", "[^[\\q{ab}&&a]]", "[\\Q]", "\\p{Basic_Emoji}", "[[a-z]--[aeiou]]", "[\\q{}]",
  "[^]", "[]", "[a-\\d]", "[\\d-a]", "[ab--c]", "[a-z--b]", "[a--b-c]", "[a&&b&c]", "[a&&b", "[a--b", "[\\q{a\\|b}]", "[\\q{\\d}]",
  "[\\q{a-b}]", "[\\q{[}]", "[\\q{&&}]", "[\\q{!!}]", "[\\q]", "[\\q{]", "[\\p{L}&&\\p{Ll}--a]", "[a&&[b]]", "[\\b]", "[\\B]", "[\\c]",
  "[\\ca]", "[\\01]", "[\\x4]", "[\\u{1F600}]", "[\\k]", "[.]", "[$]", "[^^]", "[a^^]", "[\\q{a}-b]", "[a-\\q{b}]", "[a-b-c]",
  "[a-b--c]", "[ab&&]", "[!!!]", "[&&&]", "[--a]", "[a--&&b]", "[\\p{Lu}--\\p{Foo}]", "[^\\P{Lu}]", "(?<=[\\q{ab}])", "[\\p{RGI_Emoji}]+"];
for (const p of pats) {
  try { new RegExp(p, "v"); console.log(p, "ok"); } catch (e) { console.log(p, e.constructor.name, e.message.replace(/.*\/v: /, "")); }
}
for (const p of ["\\p{RGI_Emoji}", "[\\p{Basic_Emoji}]", "\\p{RGI_Emoji_ZWJ_Sequence}"]) {
  try { new RegExp(p, "u"); console.log(p, "ok"); } catch (e) { console.log(e.message); }
}
for (const f of ["uv", "vv", "vu", "gvx"]) {
  try { new RegExp("a", f); console.log(f, "ok"); } catch (e) { console.log(e.message); }
}
try { eval("/a/uv"); } catch (e) { console.log(e.constructor.name, e.message); }
try { eval("/[a&&&b]/v"); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: [a-z&&b] SyntaxError Invalid set operation in character class
// expect: [ab&&c] SyntaxError Invalid set operation in character class
// expect: [a&&b--c] SyntaxError Invalid set operation in character class
// expect: [a&&&b] SyntaxError Invalid character in character class
// expect: [a--] SyntaxError Invalid character in character class
// expect: [&&a] SyntaxError Invalid set operation in character class
// expect: [a&&] SyntaxError Invalid character in character class
// expect: [(] SyntaxError Invalid character in character class
// expect: [)] SyntaxError Invalid character in character class
// expect: [{] SyntaxError Invalid character in character class
// expect: [}] SyntaxError Invalid character in character class
// expect: [/] SyntaxError Invalid character in character class
// expect: [|] SyntaxError Invalid character in character class
// expect: [a-] SyntaxError Invalid character in character class
// expect: [-a] SyntaxError Invalid character in character class
// expect: [a!!b] SyntaxError Invalid set operation in character class
// expect: [^\q{ab}] SyntaxError Negated character class may contain strings
// expect: [^\p{RGI_Emoji}] SyntaxError Negated character class may contain strings
// expect: \P{RGI_Emoji} SyntaxError Invalid property name
// expect: [\P{RGI_Emoji}] SyntaxError Invalid property name in character class
// expect: [z-a] SyntaxError Range out of order in character class
// expect: [\q{a SyntaxError Unterminated character class
// expect: \q{a} SyntaxError Invalid escape
// expect: [\q{a|bc}] ok
// expect: [[a] SyntaxError Unterminated character class
// expect: [a]] SyntaxError Lone quantifier brackets
// expect: [\d-z] SyntaxError Invalid character class
// expect: [a--b&&c] SyntaxError Invalid set operation in character class
// expect: [\-] ok
// expect: [\&] ok
// expect: [\!] ok
// expect: [&] ok
// expect: [a&b] ok
// expect: [a&&b&&c] ok
// expect: [!!] SyntaxError Invalid set operation in character class
// expect: [a!!] SyntaxError Invalid set operation in character class
// expect: [\p{RGI_Emoji}--\q{x}] ok
// expect: [^[\q{ab}--\q{ab}]] SyntaxError Negated character class may contain strings
// expect: [^[\q{ab}&&a]] ok
// expect: [\Q] SyntaxError Invalid escape
// expect: \p{Basic_Emoji} ok
// expect: [[a-z]--[aeiou]] ok
// expect: [\q{}] ok
// expect: [^] ok
// expect: [] ok
// expect: [a-\d] SyntaxError Invalid character class
// expect: [\d-a] SyntaxError Invalid character class
// expect: [ab--c] SyntaxError Invalid set operation in character class
// expect: [a-z--b] SyntaxError Invalid set operation in character class
// expect: [a--b-c] SyntaxError Invalid set operation in character class
// expect: [a&&b&c] SyntaxError Invalid set operation in character class
// expect: [a&&b SyntaxError Unterminated character class
// expect: [a--b SyntaxError Unterminated character class
// expect: [\q{a\|b}] ok
// expect: [\q{\d}] SyntaxError Invalid escape
// expect: [\q{a-b}] SyntaxError Invalid character in character class
// expect: [\q{[}] SyntaxError Invalid character in character class
// expect: [\q{&&}] SyntaxError Invalid set operation in character class
// expect: [\q{!!}] SyntaxError Invalid set operation in character class
// expect: [\q] SyntaxError Invalid escape
// expect: [\q{] SyntaxError Invalid character in character class
// expect: [\p{L}&&\p{Ll}--a] SyntaxError Invalid set operation in character class
// expect: [a&&[b]] ok
// expect: [\b] ok
// expect: [\B] SyntaxError Invalid escape
// expect: [\c] SyntaxError Invalid Unicode escape
// expect: [\ca] ok
// expect: [\01] SyntaxError Invalid decimal escape
// expect: [\x4] SyntaxError Invalid escape
// expect: [\u{1F600}] ok
// expect: [\k] SyntaxError Invalid escape
// expect: [.] ok
// expect: [$] ok
// expect: [^^] ok
// expect: [a^^] SyntaxError Invalid set operation in character class
// expect: [\q{a}-b] SyntaxError Invalid character class
// expect: [a-\q{b}] SyntaxError Invalid character class
// expect: [a-b-c] SyntaxError Invalid character class
// expect: [a-b--c] SyntaxError Invalid set operation in character class
// expect: [ab&&] SyntaxError Invalid set operation in character class
// expect: [!!!] SyntaxError Invalid set operation in character class
// expect: [&&&] SyntaxError Invalid set operation in character class
// expect: [--a] SyntaxError Invalid character in character class
// expect: [a--&&b] SyntaxError Invalid set operation in character class
// expect: [\p{Lu}--\p{Foo}] SyntaxError Invalid property name in character class
// expect: [^\P{Lu}] ok
// expect: (?<=[\q{ab}]) ok
// expect: [\p{RGI_Emoji}]+ ok
// expect: Invalid regular expression: /\p{RGI_Emoji}/u: Invalid property name
// expect: Invalid regular expression: /[\p{Basic_Emoji}]/u: Invalid property name in character class
// expect: Invalid regular expression: /\p{RGI_Emoji_ZWJ_Sequence}/u: Invalid property name
// expect: Invalid flags supplied to RegExp constructor 'uv'
// expect: Invalid flags supplied to RegExp constructor 'vv'
// expect: Invalid flags supplied to RegExp constructor 'vu'
// expect: Invalid flags supplied to RegExp constructor 'gvx'
// expect: SyntaxError Invalid regular expression flags
// expect: SyntaxError Invalid regular expression: /[a&&&b]/v: Invalid character in character class
