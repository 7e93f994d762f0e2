// \p{...}: every General_Category alias form (gc=, General_Category=, the bare value, PropertyValueAliases' extra names), Script=Unknown, exact (not loose) name matching, and identifiers with \p{ID_Start}\p{ID_Continue}*.
const samples = ["a", "A", "ǅ", "ʰ", "中", "\u0301", "\u0903", "\u20DD", "7", "Ⅻ", "½", "_", "-", "(", ")", "«", "»", "!", "$", "^", "+", "©", " ", "\u2028", "\u2029", "\0", "\u00AD", "\uE000", "\u0378"];
const values = ["C", "Other", "Cc", "Control", "cntrl", "Cf", "Format", "Cn", "Unassigned", "Co", "Private_Use",
  "L", "Letter", "LC", "Cased_Letter", "Ll", "Lowercase_Letter", "Lm", "Lo", "Lt", "Titlecase_Letter", "Lu",
  "M", "Mark", "Combining_Mark", "Mc", "Spacing_Mark", "Me", "Enclosing_Mark", "Mn", "Nonspacing_Mark",
  "N", "Number", "Nd", "Decimal_Number", "digit", "Nl", "Letter_Number", "No", "Other_Number",
  "P", "Punctuation", "punct", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Symbol", "Sc", "Sk", "Sm", "So",
  "Z", "Separator", "Zl", "Zp", "Zs", "Space_Separator"];
// bit i (from the right) of the row: \p{...} matches samples[i]; "!" when \P{...} is not its complement
const row = name => {
  const re = new RegExp("^\\p{" + name + "}$", "u"), nre = new RegExp("^\\P{" + name + "}$", "u");
  let bits = 0, ok = true;
  for (let i = 0; i < samples.length; i++) {
    const m = re.test(samples[i]);
    bits |= m << i;
    ok = ok && m !== nre.test(samples[i]);
  }
  return bits.toString(2).padStart(samples.length, "0") + (ok ? "" : "!");
};
for (const v of values) console.log(v.padEnd(20), row(v));
// the same values after gc= and General_Category=
for (const v of ["Other", "cntrl", "LC", "Combining_Mark", "digit", "punct", "Zs", "So"])
  console.log(v.padEnd(20), row("gc=" + v) === row(v) && row("General_Category=" + v) === row(v));
console.log(/^\p{Script=Unknown}$/u.test("\u0378"), /^\p{sc=Zzzz}$/u.test("\uE000"), /^\p{scx=Unknown}$/u.test("a"), /\P{Script=Unknown}/u.test("a"));
for (const p of ["gc=lu", "gc=Uppercase Letter", "General_Category=L&", "Cntrl", "gc=Cntrl", "sc=unknown", "Script=Greek ", "ID_start", "scx=", "=Lu", "Script_Extensions=Common=Latin", "Lowercase_Letter=Yes"]) {
  try { new RegExp("\\p{" + p + "}", "u"); console.log("ok", p); } catch (e) { console.log(e.message); }
}
console.log("Ünïcödé ΑΒΓ δέλτα".match(/\p{Script=Greek}+/gu), /\p{Script=Greek}/u.test("ω"), /\p{Script=Greek}/u.test("w"));
console.log("let ñame = café + _x1 + $y2 + 変数;".match(/\p{ID_Start}\p{ID_Continue}*/gu));
// expect: C                    11110000000000000000000000000
// expect: Other                11110000000000000000000000000
// expect: Cc                   00010000000000000000000000000
// expect: Control              00010000000000000000000000000
// expect: cntrl                00010000000000000000000000000
// expect: Cf                   00100000000000000000000000000
// expect: Format               00100000000000000000000000000
// expect: Cn                   10000000000000000000000000000
// expect: Unassigned           10000000000000000000000000000
// expect: Co                   01000000000000000000000000000
// expect: Private_Use          01000000000000000000000000000
// expect: L                    00000000000000000000000011111
// expect: Letter               00000000000000000000000011111
// expect: LC                   00000000000000000000000000111
// expect: Cased_Letter         00000000000000000000000000111
// expect: Ll                   00000000000000000000000000001
// expect: Lowercase_Letter     00000000000000000000000000001
// expect: Lm                   00000000000000000000000001000
// expect: Lo                   00000000000000000000000010000
// expect: Lt                   00000000000000000000000000100
// expect: Titlecase_Letter     00000000000000000000000000100
// expect: Lu                   00000000000000000000000000010
// expect: M                    00000000000000000000011100000
// expect: Mark                 00000000000000000000011100000
// expect: Combining_Mark       00000000000000000000011100000
// expect: Mc                   00000000000000000000001000000
// expect: Spacing_Mark         00000000000000000000001000000
// expect: Me                   00000000000000000000010000000
// expect: Enclosing_Mark       00000000000000000000010000000
// expect: Mn                   00000000000000000000000100000
// expect: Nonspacing_Mark      00000000000000000000000100000
// expect: N                    00000000000000000011100000000
// expect: Number               00000000000000000011100000000
// expect: Nd                   00000000000000000000100000000
// expect: Decimal_Number       00000000000000000000100000000
// expect: digit                00000000000000000000100000000
// expect: Nl                   00000000000000000001000000000
// expect: Letter_Number        00000000000000000001000000000
// expect: No                   00000000000000000010000000000
// expect: Other_Number         00000000000000000010000000000
// expect: P                    00000000000111111100000000000
// expect: Punctuation          00000000000111111100000000000
// expect: punct                00000000000111111100000000000
// expect: Pc                   00000000000000000100000000000
// expect: Pd                   00000000000000001000000000000
// expect: Pe                   00000000000000100000000000000
// expect: Pf                   00000000000010000000000000000
// expect: Pi                   00000000000001000000000000000
// expect: Po                   00000000000100000000000000000
// expect: Ps                   00000000000000010000000000000
// expect: S                    00000001111000000000000000000
// expect: Symbol               00000001111000000000000000000
// expect: Sc                   00000000001000000000000000000
// expect: Sk                   00000000010000000000000000000
// expect: Sm                   00000000100000000000000000000
// expect: So                   00000001000000000000000000000
// expect: Z                    00001110000000000000000000000
// expect: Separator            00001110000000000000000000000
// expect: Zl                   00000100000000000000000000000
// expect: Zp                   00001000000000000000000000000
// expect: Zs                   00000010000000000000000000000
// expect: Space_Separator      00000010000000000000000000000
// expect: Other                true
// expect: cntrl                true
// expect: LC                   true
// expect: Combining_Mark       true
// expect: digit                true
// expect: punct                true
// expect: Zs                   true
// expect: So                   true
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
