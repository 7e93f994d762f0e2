// \p{...} with Script, Script_Extensions and binary properties: membership over sample characters, aliases and errors.
const samples = ["a", "é", "α", "Ω", "я", "中", "あ", "ア", "한", "\u0915", "\u1CD1", "٣", "😀", "#", " ", "\u00AD", "_", "ǅ", "\u2160"];
const props = ["Script=Latin", "sc=Grek", "Script=Cyrillic", "sc=Han", "scx=Hira", "Script_Extensions=Devanagari", "sc=Deva", "scx=Arab", "sc=Zyyy",
  "Alphabetic", "Alpha", "Emoji", "Emoji_Presentation", "Extended_Pictographic", "ID_Start", "IDC", "White_Space", "Uppercase", "Lowercase",
  "Default_Ignorable_Code_Point", "Join_Control", "Changes_When_NFKC_Casefolded", "Math", "Ideographic", "Hex_Digit", "Cased", "Bidi_Mirrored"];
for (const p of props) {
  const re = new RegExp("^\\p{" + p + "}$", "u"), nre = new RegExp("^\\P{" + p + "}$", "u");
  console.log(p.padEnd(30), samples.map(s => re.test(s) ? 1 : nre.test(s) ? 0 : "?").join(""));
}
for (const p of ["Script=Foo", "Alphabetic=Yes", "alphabetic", "Script", "sc=latin", "Block=Basic_Latin", "Emoji_Keycap_Sequence"]) {
  try { new RegExp("\\p{" + p + "}", "u"); console.log("ok", p); } catch (e) { console.log(e.message); }
}
console.log("Ünïcödé 123 ΑΒΓ".match(/\p{Script=Greek}+/gu), "x😀y🎉".replace(/\p{Extended_Pictographic}/gu, "*"));
// expect: Script=Latin                   1100000000000000011
// expect: sc=Grek                        0011000000000000000
// expect: Script=Cyrillic                0000100000000000000
// expect: sc=Han                         0000010000000000000
// expect: scx=Hira                       0000001000000000000
// expect: Script_Extensions=Devanagari   0000000001100000000
// expect: sc=Deva                        0000000001000000000
// expect: scx=Arab                       0000000000010000000
// expect: sc=Zyyy                        0000000000001111100
// expect: Alphabetic                     1111111111000000011
// expect: Alpha                          1111111111000000011
// expect: Emoji                          0000000000001100000
// expect: Emoji_Presentation             0000000000001000000
// expect: Extended_Pictographic          0000000000001000000
// expect: ID_Start                       1111111111000000011
// expect: IDC                            1111111111110000111
// expect: White_Space                    0000000000000010000
// expect: Uppercase                      0001000000000000001
// expect: Lowercase                      1110100000000000000
// expect: Default_Ignorable_Code_Point   0000000000000001000
// expect: Join_Control                   0000000000000000000
// expect: Changes_When_NFKC_Casefolded   0001000000000001011
// expect: Math                           0000000000000000000
// expect: Ideographic                    0000010000000000000
// expect: Hex_Digit                      1000000000000000000
// expect: Cased                          1111100000000000011
// expect: Bidi_Mirrored                  0000000000000000000
// expect: Invalid regular expression: /\p{Script=Foo}/u: Invalid property name
// expect: Invalid regular expression: /\p{Alphabetic=Yes}/u: Invalid property name
// expect: Invalid regular expression: /\p{alphabetic}/u: Invalid property name
// expect: Invalid regular expression: /\p{Script}/u: Invalid property name
// expect: Invalid regular expression: /\p{sc=latin}/u: Invalid property name
// expect: Invalid regular expression: /\p{Block=Basic_Latin}/u: Invalid property name
// expect: Invalid regular expression: /\p{Emoji_Keycap_Sequence}/u: Invalid property name
// expect: [ 'ΑΒΓ' ] x*y*
