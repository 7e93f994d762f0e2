// Group names are RegExpIdentifierNames: ID_Start then ID_Continue (Other_ID_Start U+2118 and U+309B, Other_ID_Continue U+00B7), with $, _, ZWNJ and ZWJ; emoji and a leading digit are SyntaxErrors.
for (const [p, f] of [["(?<🦊>fox)", "u"], ["(?<🦊>fox)", ""], ["(?<\u{1d7da}the>the)", "u"], ["(?<a\u{1d7da}>the)", "u"], ["(?<ñ>x)", ""], ["(?<π\u200c>x)", ""], ["(?<\\u{1d7da}a>x)", "u"], ["(?<a\\u0301>x)", ""], ["(?<\u0301>x)", ""], ["(?<a·>x)", ""], ["(?<·>x)", ""], ["(?<\u2118>x)", ""], ["(?<\u309b>x)", ""]])
  try { console.log(JSON.stringify(p), new RegExp(p, f).exec("foxthex")?.groups); } catch (e) { console.log(e.message); }
// expect: Invalid regular expression: /(?<🦊>fox)/u: Invalid capture group name
// expect: Invalid regular expression: /(?<🦊>fox)/: Invalid capture group name
// expect: Invalid regular expression: /(?<𝟚the>the)/u: Invalid capture group name
// expect: "(?<a𝟚>the)" [Object: null prototype] { 'a𝟚': 'the' }
// expect: "(?<ñ>x)" [Object: null prototype] { 'ñ': 'x' }
// expect: "(?<π‌>x)" [Object: null prototype] { 'π‌': 'x' }
// expect: Invalid regular expression: /(?<\u{1d7da}a>x)/u: Invalid capture group name
// expect: "(?<a\\u0301>x)" [Object: null prototype] { 'á': 'x' }
// expect: Invalid regular expression: /(?<́>x)/: Invalid capture group name
// expect: "(?<a·>x)" [Object: null prototype] { 'a·': 'x' }
// expect: Invalid regular expression: /(?<·>x)/: Invalid capture group name
// expect: "(?<℘>x)" [Object: null prototype] { '℘': 'x' }
// expect: "(?<゛>x)" [Object: null prototype] { '゛': 'x' }
