// \p{...} property escapes: General_Category values and ASCII/Any/Assigned.
const t = (p, s) => { try { console.log(p, new RegExp(p, "u").test(s)); } catch (e) { console.log(e.message); } };
t("\\p{L}+", "héllo"); t("^\\p{Lu}$", "É"); t("^\\p{Ll}$", "É"); t("\\p{Nd}", "٣"); t("^\\P{L}$", "1");
t("^\\p{General_Category=Decimal_Number}$", "5"); t("^\\p{gc=Lu}$", "a"); t("^[\\p{N}\\p{P}]+$", "1,2!"); t("^\\p{Any}$", "😀");
console.log(/\p{Lu}/iu.test("a"), /[^\p{Lu}]/iu.test("a"), /\P{Lu}/iu.test("A"), /\p{L}/.test("p{L}"));
// expect: \p{L}+ true
// expect: ^\p{Lu}$ true
// expect: ^\p{Ll}$ false
// expect: \p{Nd} true
// expect: ^\P{L}$ true
// expect: ^\p{General_Category=Decimal_Number}$ true
// expect: ^\p{gc=Lu}$ false
// expect: ^[\p{N}\p{P}]+$ true
// expect: ^\p{Any}$ true
// expect: true false true true
