// The v flag (unicodeSets): set difference and intersection, nested classes, \q{...}, properties of strings, case folding under i, the flag's getters and flags order.
console.log(/[\p{L}--[a-z]]/v.test("a"), /[\p{L}--[a-z]]/v.test("A"), /[\p{L}--[a-z]]/v.test("é"));
console.log("abc xyz ABC Ωμέγα".match(/[\p{L}--[a-z]]+/gv));
console.log("xyzaeb".match(/[[a-z]&&[aeiou]]+/v)[0], "hello world".replace(/[\w--[aeiou]]/gv, "_"));
console.log("0123456789abcdef".match(/[\p{ASCII_Hex_Digit}--\d--[a-c]]+/v)[0], /[\d&&[0-4]&&[3-9]]/v.exec("0123456")[0]);
console.log("a-b.c", "a-b.c".match(/[\-\.]/gv), "x&y~z".match(/[\&\~]/gv), /[\q{abc|d|}]/v.exec("xabcd"));
for (const s of ["abc", "d", "", "ab", "abcd"])
  console.log(JSON.stringify(s), /^[\q{abc|d|}]$/v.test(s), /^[\q{abc|d|}a-c]+$/v.test(s));
console.log("a👨‍👩‍👧‍👦b🇫🇷c1️⃣d👍🏽e😀".match(/\p{RGI_Emoji}/gv));
console.log("🇫🇷🇩🇪x".match(/\p{RGI_Emoji_Flag_Sequence}+/v)[0], "#️⃣7️⃣".match(/\p{Emoji_Keycap_Sequence}/gv));
console.log("👍🏽".match(/[\p{RGI_Emoji}--\q{👍🏽}]/v)[0], "👍🏽".match(/[\p{RGI_Emoji}&&\q{👍🏽|xy}]/v)[0]);
console.log("🏴󠁧󠁢󠁳󠁣󠁴󠁿".match(/^\p{RGI_Emoji_Tag_Sequence}$/v) !== null, /^\p{Basic_Emoji}$/v.test("⌚"), /^\p{Basic_Emoji}$/v.test("a"));
console.log(/[^\d]/v.test("1"), /[^[^a]]/v.test("a"), /[^[^a]]/v.test("b"), /[[^a]--b]/v.test("c"));
// under i, v folds every operand before the operation; u complements first
console.log(/\p{Lu}/vi.test("a"), /\P{Lu}/vi.test("a"), /\P{Lu}/ui.test("a"), /[^\P{Lu}]/vi.test("a"), /[^\P{Lu}]/ui.test("a"));
console.log(/[\p{Ll}--[a-y]]/vi.test("Z"), /[\p{Ll}--[a-y]]/vi.test("B"), /[^a-z]/vi.test("K"), /^[\q{KK|k}]+$/vi.test("kK\u212Ak"));
console.log(/[\w--_]/v.test("_"), /[\W&&\s]/v.test(" "), /[\W&&\s]/v.test("x"));
console.log("😀".match(/./gv), "😀".split(/(?:)/v), "x😀y".replace(/(?:)/gv, "-"), [..."a😀".matchAll(/(?:)/gv)].map(m => m.index));
console.log(/(?<=[\q{ab|b}])c/v.exec("abc").index, /(?<=([\q{ab|b}]))c/v.exec("abc")[1], /([\q{ab|a}])b/v.exec("abb")[1]);
console.log(/[\q{ab|abc|abd|a}]+/v.exec("abcabdaab")[0], /^(?:[\q{ab|abc}])c$/v.test("abc"), /^[\q{ab|abc}]c$/v.test("abcc"));
const re = /[\p{L}--[a-z]]/v;
console.log(re.flags, re.unicodeSets, re.unicode, re.source, String(re), /x/dgimsvy.flags, new RegExp("a", "vgi").flags);
console.log(Object.getOwnPropertyDescriptor(RegExp.prototype, "unicodeSets").get.call(RegExp.prototype));
try { Object.getOwnPropertyDescriptor(RegExp.prototype, "unicodeSets").get.call({}); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Object.getOwnPropertyDescriptor(RegExp.prototype, "flags").get.call({ unicodeSets: 1, unicode: 1, sticky: 1, global: 1 }));
console.log(structuredClone(/[a&&b]/vg).flags, new RegExp(/[\q{x}]/v).flags, new RegExp(/[\q{xy}]/v, "vi").test("XY"));
// strings under quantifiers, in lookarounds, with modifiers; operators over strings and properties
const cases = [
  [/^[\q{abc|ab|a}]*c$/v, "abcabc"], [/^(?:[\q{abc|ab|a}])+?$/v, "aababc"], [/[\q{abc|ab|a}]{2}/v, "xababcx"],
  [/(?<![\q{ab|b}])c/v, "abc xc bc"], [/(?<=[\q{AB|b}])c/vi, "xabc"], [/(?<=(?=[\q{x}])x[\q{ab}])c/v, "xabc"],
  [/[\q{}a]+/gv, "aab"], [/[^[^\q{a}]]/v, "a"], [/[[\q{ab}\q{cd}]--\q{ab}]/v, "abcd"], [/[\q{ab}&&\q{ab|cd}]/v, "cdab"],
  [/(?i:[\q{AB}])b/v, "abB"], [/(?-i:[\q{AB}])/vi, "ab AB"], [/[\p{ASCII}--\p{L}--\p{N}]+/v, "ab, 12!? x"],
  [/[\p{Emoji_Keycap_Sequence}\d]/gv, "1️⃣ 2 #️⃣"], [/\p{RGI_Emoji_Modifier_Sequence}+/v, "👍🏽👍🏿👍"],
  [/[[\p{Lu}&&\p{Script=Greek}]\q{ΑΒ}]+/v, "xΑΒΓδ"], [/[\w&&[^\d]]+/v, "12ab_3"], [/[[\s\S]&&[a]]/v, "ba"],
];
for (const [re, s] of cases) { const m = s.match(re); console.log(String(re), JSON.stringify(m && (re.global ? m : [m.index, ...m]))); }
// sets whose only strings are empty
console.log(/[a\q{}]/v.exec("b").index, /[a\q{|}]+/v.exec("baa")[0], /(?<=[a\q{|}&])Y/v.exec("aY").index, /[\q{}--\q{}]/v.test(""), /[\q{}&&a]/v.test("a"));
// expect: false true true
// expect: [ 'ABC', 'Ωμέγα' ]
// expect: ae _e__o _o___
// expect: def 3
// expect: a-b.c [ '-', '.' ] [ '&', '~' ] [ '', index: 0, input: 'xabcd', groups: undefined ]
// expect: "abc" true true
// expect: "d" true true
// expect: "" true true
// expect: "ab" false true
// expect: "abcd" false true
// expect: [ '👨‍👩‍👧‍👦', '🇫🇷', '1️⃣', '👍🏽', '😀' ]
// expect: 🇫🇷🇩🇪 [ '#️⃣', '7️⃣' ]
// expect: 👍 👍🏽
// expect: true true false
// expect: false true false true
// expect: true false true true false
// expect: true false false true
// expect: false true false
// expect: [ '😀' ] [ '😀' ] -x-😀-y- [ 0, 1, 3 ]
// expect: 2 ab ab
// expect: abcabdaab true true
// expect: v true false [\p{L}--[a-z]] /[\p{L}--[a-z]]/v dgimsvy giv
// expect: undefined
// expect: TypeError RegExp.prototype.unicodeSets getter called on non-RegExp object
// expect: guvy
// expect: gv v true
// expect: /^[\q{abc|ab|a}]*c$/v [0,"abcabc"]
// expect: /^(?:[\q{abc|ab|a}])+?$/v [0,"aababc"]
// expect: /[\q{abc|ab|a}]{2}/v [1,"ababc"]
// expect: /(?<![\q{ab|b}])c/v [5,"c"]
// expect: /(?<=[\q{AB|b}])c/iv [3,"c"]
// expect: /(?<=(?=[\q{x}])x[\q{ab}])c/v [3,"c"]
// expect: /[\q{}a]+/gv ["aa","",""]
// expect: /[^[^\q{a}]]/v [0,"a"]
// expect: /[[\q{ab}\q{cd}]--\q{ab}]/v [2,"cd"]
// expect: /[\q{ab}&&\q{ab|cd}]/v [2,"ab"]
// expect: /(?i:[\q{AB}])b/v null
// expect: /(?-i:[\q{AB}])/iv [3,"AB"]
// expect: /[\p{ASCII}--\p{L}--\p{N}]+/v [2,", "]
// expect: /[\p{Emoji_Keycap_Sequence}\d]/gv ["1️⃣","2","#️⃣"]
// expect: /\p{RGI_Emoji_Modifier_Sequence}+/v [0,"👍🏽👍🏿"]
// expect: /[[\p{Lu}&&\p{Script=Greek}]\q{ΑΒ}]+/v [1,"ΑΒΓ"]
// expect: /[\w&&[^\d]]+/v [2,"ab_"]
// expect: /[[\s\S]&&[a]]/v [1,"a"]
// expect: 0  1 false false
