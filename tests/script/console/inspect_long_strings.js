// util.inspect (and console.log) split a long string after each line break
// into quoted pieces joined by " +", indented under the value, as node does;
// assert's diffs show such strings line by line.
const s = 'first line of the string here\nsecond line of the string\nthird line here and more text';
console.log({ a: { b: { c: s } } });
console.log([[s]]);
console.log(new Map([[s, s]]));
console.log(new Set([s]));
console.log({ short: 'a\nb', x: 'y'.repeat(70) + '\nz' });
console.log([s, 1, 2, 3, 4, 5, 6, 7]);
console.log({ k: `it's "quoted"\nand ${'x'.repeat(80)}` });
const assert = require('assert');
function t(f) { try { f(); console.log('no throw'); } catch (e) { console.log(JSON.stringify(e.message)); } }
const long1 = 'line one of a longer text\nline two of a longer text\nline three of a longer text\nend';
const long2 = 'line one of a longer text\nline 2 of a longer text\nline three of a longer text\nend';
t(() => assert.strictEqual(long1, long2));
t(() => assert.deepStrictEqual({ s: long1 }, { s: long2 }));
console.log(JSON.stringify(require('util').inspect({ s: long1 }, { compact: false })));
// expect: {
// expect:   a: {
// expect:     b: {
// expect:       c: 'first line of the string here\n' +
// expect:         'second line of the string\n' +
// expect:         'third line here and more text'
// expect:     }
// expect:   }
// expect: }
// expect: [
// expect:   [
// expect:     'first line of the string here\n' +
// expect:       'second line of the string\n' +
// expect:       'third line here and more text'
// expect:   ]
// expect: ]
// expect: Map(1) {
// expect:   'first line of the string here\n' +
// expect:     'second line of the string\n' +
// expect:     'third line here and more text' => 'first line of the string here\n' +
// expect:     'second line of the string\n' +
// expect:     'third line here and more text'
// expect: }
// expect: Set(1) {
// expect:   'first line of the string here\n' +
// expect:     'second line of the string\n' +
// expect:     'third line here and more text'
// expect: }
// expect: {
// expect:   short: 'a\nb',
// expect:   x: 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\nz'
// expect: }
// expect: [
// expect:   'first line of the string here\n' +
// expect:     'second line of the string\n' +
// expect:     'third line here and more text',
// expect:   1,
// expect:   2,
// expect:   3,
// expect:   4,
// expect:   5,
// expect:   6,
// expect:   7
// expect: ]
// expect: {
// expect:   k: `it's "quoted"\n` +
// expect:     'and xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
// expect: }
// expect: "Expected values to be strictly equal:\n+ actual - expected\n\n  'line one of a longer text\\n' +\n+   'line two of a longer text\\n' +\n-   'line 2 of a longer text\\n' +\n    'line three of a longer text\\n' +\n    'end'\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n    s: 'line one of a longer text\\n' +\n+     'line two of a longer text\\n' +\n-     'line 2 of a longer text\\n' +\n      'line three of a longer text\\n' +\n      'end'\n  }\n"
// expect: "{\n  s: 'line one of a longer text\\n' +\n    'line two of a longer text\\n' +\n    'line three of a longer text\\n' +\n    'end'\n}"
