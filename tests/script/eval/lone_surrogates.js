// Eval code and Function bodies are JavaScript strings: a lone surrogate in
// a string, template or regex literal of them is that code unit, as in node
// (a source file, by contrast, is decoded from UTF-8).
function units(s) {
  return Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16)).join(' ');
}
var hi = String.fromCharCode(0xd800), lo = String.fromCharCode(0xdfff);
console.log(units(eval("'" + hi + "x'")));
console.log(units(eval('"' + lo + hi + '"')));
console.log(units(eval('`a' + hi + '${1}' + lo + '`')));
console.log(units(eval('String.raw`' + hi + '`')));
var re = eval('/' + hi + '/');
console.log(units(re.source), re.test('a' + hi), re.test('a'));
var esc = eval('/a\\' + lo + '/');
console.log(units(esc.source), esc.test('a' + lo));
console.log(units(new RegExp('\\' + hi).source));
// a pair stays a pair; a pair made of two halves joins
console.log(units(eval("'\ud83d\ude00'")), units(eval("'" + '\ud83d' + "' + '" + '\ude00' + "'")));
var f = Function('a', 'return "' + hi + '" + a + /' + lo + '/.source');
console.log(units(f('-')));
console.log(f.toString().includes(hi), f.toString().includes(lo));
// outside a literal it is no character of the language
for (var src of ['var ' + hi + ' = 1', hi, '1 + ' + lo]) {
  try { eval(src); console.log('parsed'); } catch (e) { console.log(e.name, e.message); }
}
// NUL and other controls pass through the same way
for (var cu of [0, 1, 0x1f, 0x7f, 0xfffe]) {
  var c = String.fromCharCode(cu);
  console.log(cu.toString(16), eval('/' + c + '/').source === c, eval("'" + c + "'") === c);
}
// expect: d800 78
// expect: dfff d800
// expect: 61 d800 31 dfff
// expect: d800
// expect: d800 true false
// expect: 61 5c dfff true
// expect: 5c d800
// expect: d83d de00 d83d de00
// expect: d800 2d dfff
// expect: true true
// expect: SyntaxError Invalid or unexpected token
// expect: SyntaxError Invalid or unexpected token
// expect: SyntaxError Invalid or unexpected token
// expect: 0 true true
// expect: 1 true true
// expect: 1f true true
// expect: 7f true true
// expect: fffe true true
