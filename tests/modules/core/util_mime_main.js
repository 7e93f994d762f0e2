// util.MIMEType and util.MIMEParams: node 26's parser (type, subtype, parameters,
// quoted strings), serializer, setters and errors (ERR_INVALID_MIME_SYNTAX).
const { MIMEType, MIMEParams } = require('util');
console.log(Object.keys(require('util')).includes('MIMEType'), require('util').MIMEType === MIMEType);
{
  const m = new MIMEType('Text/HTML; Charset="utf-8"; a=b ;c');
  console.log(m, String(m), JSON.stringify(m), m.essence, m.type, m.subtype);
  console.log(m.params, [...m.params], m.params.get('charset'), m.params.get('x'), m.params.has('a'));
  console.log(Object.getOwnPropertyNames(MIMEType.prototype), Object.getOwnPropertyNames(MIMEParams.prototype));
  console.log(typeof MIMEParams.instantiateMimeParams, MIMEType.length, MIMEParams.length);
  for (const s of ['', 'text', 'te xt/html', 'text/', 'text/ht ml', '/html', '  text/plain  ', 'text/plain;a="x\\"y";b="unterminated\\', 'a/b;=c;d=;e="";f=g h']) {
    try { const t = new MIMEType(s); console.log(JSON.stringify(s), String(t), [...t.params]); } catch (e) { console.log(e.name, e.code, e.message, e instanceof TypeError); }
  }
  try { m.type = 'a b'; } catch (e) { console.log(e.code, e.message); }
  m.subtype = 'XML'; console.log(String(m));
  try { m.params.set('x y', 'z'); } catch (e) { console.log(e.code, e.message); }
  try { m.params.set('k', 'a\nb'); } catch (e) { console.log(e.code, e.message); }
  m.params.set('k', 'v w'); m.params.set('e', ''); m.params.delete('a'); console.log(String(m), m.params.toString());
  const p = new MIMEParams(); p.set('A', 'b'); console.log(p, String(p), [...p.keys()], [...p.values()], [...p.entries()], JSON.stringify(p));
  console.log(Object.prototype.toString.call(m), Object.prototype.toString.call(p));
  console.log(MIMEParams.prototype[Symbol.iterator] === MIMEParams.prototype.entries, MIMEType.prototype.toJSON === MIMEType.prototype.toString);
}
{
  const show = (s) => {
    try { const t = new MIMEType(s); console.log(JSON.stringify(s), '->', String(t), JSON.stringify([...t.params])); }
    catch (e) { console.log(JSON.stringify(s), e.name, e.code, e.message); }
  };
  for (const s of ['a/b;x="v"jk=v;y=z', 'a/b;x="unterminated  ', 'a/b;x=1;X=2;x=3', 'a/b;x=\u0100;y=\u00e9', 'a/b; x = 1 ;y=2',
    'TEXT/Plain ; Charset = UTF-8', 'a/b;c=', 'a/ b', '\t\r\n a/b \t', 'a/b;;;c=d;', 'a/b;c="\\\\"', 'a/b;c="a\\', 'a/b;c="a;b";d=e',
    'a/b;c=d\u0000', 'a/b;\u00e9=1', 'a/b\u00e9', 'a/b;c="x" ;d=e', 'a/b;=;=x', 'a/b;c d=e', '*/*', 'a/b;c="\ud83d\ude00"']) show(s);
  show({ toString() { return 'X/Y;Z=1'; } });
  try { new MIMEType(Symbol('x')); } catch (e) { console.log(e.name); }
  try { MIMEType('a/b'); } catch (e) { console.log(e.name); }
  const m = new MIMEType('a/b;z=1');
  m.params.set('q', 'a"b\\c'); m.params.set('e', 'x y'); m.params.set('t', '\u00ff');
  console.log(m.toString(), m.params.get('Q'), m.params.has('Z'));
  for (const [k, v] of m.params) console.log(k, v);
  try { m.subtype = ''; } catch (e) { console.log(e.message); }
  try { m.type = 'a/'; } catch (e) { console.log(e.message); }
  try { m.params.set('', 'x'); } catch (e) { console.log(e.message); }
  try { m.params.set('a', '\u0100'); } catch (e) { console.log(e.message); }
  m.type = 'IMAGE'; console.log(m.essence, `${m}`);
  console.log(new MIMEParams().toString() === '', m.params instanceof MIMEParams, m.params === m.params);
  console.log(Object.keys(m), JSON.stringify({ m, p: m.params }));
  console.log(typeof MIMEParams.prototype.entries().next, Object.prototype.toString.call(m.params.keys()));
}
{
  const m = new MIMEType('a/b;C=1;d= "x";e="y" ;f');
  console.log(String(m), m.params.get('c'), m.params.get(1), m.params.has('D'));
  m.params.delete('C'); console.log(String(m));
  try { console.log(m.params.has(Symbol('q'))); } catch (e) { console.log(e.name, e.message); }
  try { console.log(m.params.get(null), m.params.has(undefined)); } catch (e) { console.log(e.name, e.message); }
}
// expect: true true
// expect: MIMEType {} text/html;charset=utf-8;a=b "text/html;charset=utf-8;a=b" text/html text html
// expect: MIMEParams {} [ [ 'charset', 'utf-8' ], [ 'a', 'b' ] ] utf-8 null true
// expect: [
// expect:   'constructor',
// expect:   'type',
// expect:   'subtype',
// expect:   'essence',
// expect:   'params',
// expect:   'toString',
// expect:   'toJSON'
// expect: ] [
// expect:   'constructor', 'delete',
// expect:   'get',         'has',
// expect:   'set',         'entries',
// expect:   'keys',        'values',
// expect:   'toString',    'toJSON'
// expect: ]
// expect: undefined 1 0
// expect: TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a type in "" is invalid true
// expect: TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a type in "text" is invalid true
// expect: TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a type in "te xt/html" is invalid at 2 true
// expect: TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a subtype in "text/" is invalid true
// expect: TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a subtype in "text/ht ml" is invalid at 2 true
// expect: TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a type in "/html" is invalid true
// expect: "  text/plain  " text/plain []
// expect: "text/plain;a=\"x\\\"y\";b=\"unterminated\\" text/plain;a="x\"y";b="unterminated\\" [ [ 'a', 'x"y' ], [ 'b', 'unterminated\\' ] ]
// expect: "a/b;=c;d=;e=\"\";f=g h" a/b;e="";f="g h" [ [ 'e', '' ], [ 'f', 'g h' ] ]
// expect: ERR_INVALID_MIME_SYNTAX The MIME syntax for a type in "a b" is invalid at 1
// expect: text/xml;charset=utf-8;a=b
// expect: ERR_INVALID_MIME_SYNTAX The MIME syntax for a parameter name in "x y" is invalid at 1
// expect: ERR_INVALID_MIME_SYNTAX The MIME syntax for a parameter value in "a
// expect: b" is invalid at 1
// expect: text/xml;charset=utf-8;k="v w";e="" charset=utf-8;k="v w";e=""
// expect: MIMEParams {} a=b [ 'a' ] [ 'b' ] [ [ 'a', 'b' ] ] "a=b"
// expect: [object Object] [object Object]
// expect: true true
// expect: "a/b;x=\"v\"jk=v;y=z" -> a/b;x=v;y=z [["x","v"],["y","z"]]
// expect: "a/b;x=\"unterminated  " -> a/b;x=unterminated [["x","unterminated"]]
// expect: "a/b;x=1;X=2;x=3" -> a/b;x=1 [["x","1"]]
// expect: "a/b;x=Ā;y=é" -> a/b;y="é" [["y","é"]]
// expect: "a/b; x = 1 ;y=2" -> a/b;y=2 [["y","2"]]
// expect: "TEXT/Plain ; Charset = UTF-8" -> text/plain []
// expect: "a/b;c=" -> a/b []
// expect: "a/ b" TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a subtype in "a/ b" is invalid at 0
// expect: "\t\r\n a/b \t" -> a/b []
// expect: "a/b;;;c=d;" -> a/b;c=d [["c","d"]]
// expect: "a/b;c=\"\\\\\"" -> a/b;c="\\" [["c","\\"]]
// expect: "a/b;c=\"a\\" -> a/b;c="a\\" [["c","a\\"]]
// expect: "a/b;c=\"a;b\";d=e" -> a/b;c="a;b";d=e [["c","a;b"],["d","e"]]
// expect: "a/b;c=d\u0000" -> a/b []
// expect: "a/b;é=1" -> a/b []
// expect: "a/bé" TypeError ERR_INVALID_MIME_SYNTAX The MIME syntax for a subtype in "a/bé" is invalid at 1
// expect: "a/b;c=\"x\" ;d=e" -> a/b;c=x;d=e [["c","x"],["d","e"]]
// expect: "a/b;=;=x" -> a/b []
// expect: "a/b;c d=e" -> a/b []
// expect: "*/*" -> */* []
// expect: "a/b;c=\"😀\"" -> a/b []
// expect: {} -> x/y;z=1 [["z","1"]]
// expect: TypeError
// expect: TypeError
// expect: a/b;z=1;q="a\"b\\c";e="x y";t="ÿ" a"b\c true
// expect: z 1
// expect: q a"b\c
// expect: e x y
// expect: t ÿ
// expect: The MIME syntax for a subtype in "" is invalid
// expect: The MIME syntax for a type in "a/" is invalid at 1
// expect: The MIME syntax for a parameter name in "" is invalid
// expect: The MIME syntax for a parameter value in "Ā" is invalid at 0
// expect: image/b image/b;z=1;q="a\"b\\c";e="x y";t="ÿ"
// expect: true true true
// expect: [] {"m":"image/b;z=1;q=\"a\\\"b\\\\c\";e=\"x y\";t=\"ÿ\"","p":"z=1;q=\"a\\\"b\\\\c\";e=\"x y\";t=\"ÿ\""}
// expect: function [object Generator]
// expect: a/b;c=1;d=" \"x\"";e=y 1 null true
// expect: a/b;d=" \"x\"";e=y
// expect: TypeError Cannot convert a Symbol value to a string
// expect: null false
