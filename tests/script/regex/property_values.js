// \p{...}: every General_Category alias form (gc=, General_Category=, the bare value, PropertyValueAliases' extra names), Script=Unknown, exact (not loose) name matching, and identifiers with \p{ID_Start}\p{ID_Continue}*.
const samples = ["a", "A", "ǅ", "ʰ", "中", "\u0301", "\u0903", "\u20DD", "7", "Ⅻ", "½", "_", "-", "(", ")", "«", "»", "!", "$", "^", "+", "©", " ", "\u2028", "\u2029", "\0", "\u00AD", "\uE000", "\u0378"];
const values = ["C", "Other", "Cc", "Control", "cntrl", "Cf", "Format", "Cn", "Unassigned", "Co", "Private_Use",
  "L", "Letter", "LC", "Cased_Letter", "Ll", "Lowercase_Letter", "Lm", "Lo", "Lt", "Titlecase_Letter", "Lu",
  "M", "Mark", "Combining_Mark", "Mc", "Spacing_Mark", "Me", "Enclosing_Mark", "Mn", "Nonspacing_Mark",
  "N", "Number", "Nd", "Decimal_Number", "digit", "Nl", "Letter_Number", "No", "Other_Number",
  "P", "Punctuation", "punct", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Symbol", "Sc", "Sk", "Sm", "So",
  "Z", "Separator", "Zl", "Zp", "Zs", "Space_Separator"];
for (const v of values) {
  const rows = ["", "gc=", "General_Category="].map(pre => {
    const re = new RegExp("^\\p{" + pre + v + "}$", "u"), nre = new RegExp("^\\P{" + pre + v + "}$", "u");
    return samples.map(s => re.test(s) ? 1 : nre.test(s) ? 0 : "?").join("");
  });
  console.log(v.padEnd(20), rows[0], rows[1] === rows[0] && rows[2] === rows[0] ? "same" : rows.join(" "));
}
console.log(/^\p{Script=Unknown}$/u.test("\u0378"), /^\p{sc=Zzzz}$/u.test("\uE000"), /^\p{scx=Unknown}$/u.test("a"), /\P{Script=Unknown}/u.test("a"));
for (const p of ["gc=lu", "gc=Uppercase Letter", "General_Category=L&", "Cntrl", "gc=Cntrl", "sc=unknown", "Script=Greek ", "ID_start", "scx=", "=Lu", "Script_Extensions=Common=Latin", "Lowercase_Letter=Yes"]) {
  try { new RegExp("\\p{" + p + "}", "u"); console.log("ok", p); } catch (e) { console.log(e.message); }
}
console.log("Ünïcödé ΑΒΓ δέλτα".match(/\p{Script=Greek}+/gu), /\p{Script=Greek}/u.test("ω"), /\p{Script=Greek}/u.test("w"));
console.log("let ñame = café + _x1 + $y2 + 変数;".match(/\p{ID_Start}\p{ID_Continue}*/gu));
// expect: C                    00000000000000000000000001111 same
// expect: Other                00000000000000000000000001111 same
// expect: Cc                   00000000000000000000000001000 same
// expect: Control              00000000000000000000000001000 same
// expect: cntrl                00000000000000000000000001000 same
// expect: Cf                   00000000000000000000000000100 same
// expect: Format               00000000000000000000000000100 same
// expect: Cn                   00000000000000000000000000001 same
// expect: Unassigned           00000000000000000000000000001 same
// expect: Co                   00000000000000000000000000010 same
// expect: Private_Use          00000000000000000000000000010 same
// expect: L                    11111000000000000000000000000 same
// expect: Letter               11111000000000000000000000000 same
// expect: LC                   11100000000000000000000000000 same
// expect: Cased_Letter         11100000000000000000000000000 same
// expect: Ll                   10000000000000000000000000000 same
// expect: Lowercase_Letter     10000000000000000000000000000 same
// expect: Lm                   00010000000000000000000000000 same
// expect: Lo                   00001000000000000000000000000 same
// expect: Lt                   00100000000000000000000000000 same
// expect: Titlecase_Letter     00100000000000000000000000000 same
// expect: Lu                   01000000000000000000000000000 same
// expect: M                    00000111000000000000000000000 same
// expect: Mark                 00000111000000000000000000000 same
// expect: Combining_Mark       00000111000000000000000000000 same
// expect: Mc                   00000010000000000000000000000 same
// expect: Spacing_Mark         00000010000000000000000000000 same
// expect: Me                   00000001000000000000000000000 same
// expect: Enclosing_Mark       00000001000000000000000000000 same
// expect: Mn                   00000100000000000000000000000 same
// expect: Nonspacing_Mark      00000100000000000000000000000 same
// expect: N                    00000000111000000000000000000 same
// expect: Number               00000000111000000000000000000 same
// expect: Nd                   00000000100000000000000000000 same
// expect: Decimal_Number       00000000100000000000000000000 same
// expect: digit                00000000100000000000000000000 same
// expect: Nl                   00000000010000000000000000000 same
// expect: Letter_Number        00000000010000000000000000000 same
// expect: No                   00000000001000000000000000000 same
// expect: Other_Number         00000000001000000000000000000 same
// expect: P                    00000000000111111100000000000 same
// expect: Punctuation          00000000000111111100000000000 same
// expect: punct                00000000000111111100000000000 same
// expect: Pc                   00000000000100000000000000000 same
// expect: Pd                   00000000000010000000000000000 same
// expect: Pe                   00000000000000100000000000000 same
// expect: Pf                   00000000000000001000000000000 same
// expect: Pi                   00000000000000010000000000000 same
// expect: Po                   00000000000000000100000000000 same
// expect: Ps                   00000000000001000000000000000 same
// expect: S                    00000000000000000011110000000 same
// expect: Symbol               00000000000000000011110000000 same
// expect: Sc                   00000000000000000010000000000 same
// expect: Sk                   00000000000000000001000000000 same
// expect: Sm                   00000000000000000000100000000 same
// expect: So                   00000000000000000000010000000 same
// expect: Z                    00000000000000000000001110000 same
// expect: Separator            00000000000000000000001110000 same
// expect: Zl                   00000000000000000000000100000 same
// expect: Zp                   00000000000000000000000010000 same
// expect: Zs                   00000000000000000000001000000 same
// expect: Space_Separator      00000000000000000000001000000 same
// expect: true true false true
// expect: Invalid regular expression: /\p{gc=lu}/u: Invalid property name
// expect: Invalid regular expression: /\p{gc=Uppercase Letter}/u: Invalid property name
// expect: Invalid regular expression: /\p{General_Category=L&}/u: Invalid property name
// expect: Invalid regular expression: /\p{Cntrl}/u: Invalid property name
// expect: Invalid regular expression: /\p{gc=Cntrl}/u: Invalid property name
// expect: Invalid regular expression: /\p{sc=unknown}/u: Invalid property name
// expect: Invalid regular expression: /\p{Script=Greek }/u: Invalid property name
// expect: Invalid regular expression: /\p{ID_start}/u: Invalid property name
// expect: Invalid regular expression: /\p{scx=}/u: Invalid property name
// expect: Invalid regular expression: /\p{=Lu}/u: Invalid property name
// expect: Invalid regular expression: /\p{Script_Extensions=Common=Latin}/u: Invalid property name
// expect: Invalid regular expression: /\p{Lowercase_Letter=Yes}/u: Invalid property name
// expect: [ 'ΑΒΓ', 'δέλτα' ] true false
// expect: [ 'let', 'ñame', 'café', 'x1', 'y2', '変数' ]
