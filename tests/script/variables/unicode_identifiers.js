// Identifiers are ID_Start ID_Continue* from the Unicode tables: letters of
// every script, letter numbers, Other_ID_Start, connector punctuation and
// combining marks after the first character, \u escapes for any of them.
const ǅx = 1, ℘ = 2, a·b = 3, ᢅ = 4, ĳ = 5, ab‿c = 6, 𝑥 = 7, ᾼ = 8;
console.log(ǅx, ℘, a·b, ᢅ, ĳ, ab‿c, 𝑥, ᾼ);
const ﬀ = 9, Ⅻ = 10, ꓐ = 11, ᏸ = 12, x\u0301 = 13, \u{1D465}y = 14;
console.log(ﬀ, Ⅻ, ꓐ, ᏸ, x́, 𝑥y);
const o = { ǅ: 1, ℮: 2, Ⅻ: 3 };
console.log(Object.keys(o).join(","), o.ǅ + o.℮ + o.Ⅻ);
console.log(typeof Function("ℵ", "return ℵ * 2"), Function("ℵ", "return ℵ * 2")(21));
// expect: 1 2 3 4 5 6 7 8
// expect: 9 10 11 12 13 14
// expect: ǅ,℮,Ⅻ 6
// expect: function 42
