// json5: parsing comments, unquoted keys, hex, Infinity and multi-line
// strings, with a reviver, and stringifying with quotes and spacing.
const JSON5 = require('json5');
const text = `// config
{
  unquoted: 'and you can quote me on that',
  singleQuotes: 'I can use "double quotes" here',
  lineBreaks: "Look, Mom! \\
No \\\\n's!",
  hexadecimal: 0xdecaf,
  leadingDecimalPoint: .8675309, andTrailing: 8675309.,
  positiveSign: +1,
  trailingComma: 'in objects', andIn: ['arrays',],
  "backwardsCompatible": "with JSON",
  inf: -Infinity, nan: NaN, esc: '\\u00e9\\x41\\0 \\v',
  $id_ü: /* block */ null,
  ünïcödé: 'unicode key', \u0061bc: 'escaped key',
}`;
const v = JSON5.parse(text);
console.log(v);
console.log(JSON5.parse('[1, 2, {a: 3}]', (k, val) => (typeof val === 'number' ? val * 10 : val)));
console.log(JSON5.stringify(v));
console.log(JSON5.stringify(v, null, 2));
console.log(JSON5.stringify({ a: "it's", b: 'say "hi"', c: [1, , 3], d: undefined, e: () => 1, 'not-id': 1, f: new Date(0), g: '\u2028' }, { quote: '"', space: '\t' }));
console.log(JSON5.stringify({ x: 1, y: [1, 2] }, ['x']), JSON5.stringify('a\nb'), JSON5.stringify(-0), JSON5.stringify(Infinity));
for (const bad of ['{a:1', "{'a':1,,}", '[1 2]', '{a: 01}', '"\\u12"', '{a: 1} x']) {
  try { JSON5.parse(bad); console.log('parsed', bad); } catch (e) { console.log(e.name, e.message, e.lineNumber, e.columnNumber); }
}
