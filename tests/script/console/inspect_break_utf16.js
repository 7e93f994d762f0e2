'use strict';
// node's isBelowBreakLength adds up the entries' .length, in UTF-16 code
// units: astral characters count twice when deciding whether an array or
// object fits on one line of 80.
const astral = ['-╒Ⳳ𝢷𒊌,', '', '$𓇵r𝅘𝅥𝅰all', '𖩍ᨽᲹፔꌣ𐠍𑚏𛊯ᶜ', "𘧒'𑂚𝆺𝅥", '', '', "𐰿𝅗𝅥'"];
console.log(astral);
console.log(astral.map((s) => s.replace(/[\ud800-\udfff]{2}/g, 'x')));
console.log({ a: '😀😀😀😀😀😀😀😀😀😀', b: '😀😀😀😀😀😀😀😀😀😀', c: '😀😀😀😀😀😀😀😀' });
console.log({ a: 'xxxxxxxxxx', b: 'xxxxxxxxxx', c: 'xxxxxxxx' });
console.log(['𝒳'.repeat(14), '𝒳'.repeat(14), '𝒳'.repeat(14)], ['x'.repeat(14), 'x'.repeat(14), 'x'.repeat(14)]);
// expect: [
// expect:   '-╒Ⳳ𝢷𒊌,',
// expect:   '',
// expect:   '$𓇵r𝅘𝅥𝅰all',
// expect:   '𖩍ᨽᲹፔꌣ𐠍𑚏𛊯ᶜ',
// expect:   "𘧒'𑂚𝆺𝅥",
// expect:   '',
// expect:   '',
// expect:   "𐰿𝅗𝅥'"
// expect: ]
// expect: [ '-╒Ⳳxx,', '', '$xrxxxall', 'xᨽᲹፔꌣxxxᶜ', "x'xxx", '', '', "xxx'" ]
// expect: {
// expect:   a: '😀😀😀😀😀😀😀😀😀😀',
// expect:   b: '😀😀😀😀😀😀😀😀😀😀',
// expect:   c: '😀😀😀😀😀😀😀😀'
// expect: }
// expect: { a: 'xxxxxxxxxx', b: 'xxxxxxxxxx', c: 'xxxxxxxx' }
// expect: [
// expect:   '𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳',
// expect:   '𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳',
// expect:   '𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳𝒳'
// expect: ] [ 'xxxxxxxxxxxxxx', 'xxxxxxxxxxxxxx', 'xxxxxxxxxxxxxx' ]
