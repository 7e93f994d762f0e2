// JSON.rawJSON / JSON.isRawJSON, and the reviver's context argument (JSON.parse source text access).
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const r = JSON.rawJSON('1e1000');
console.log(r, Object.getPrototypeOf(r), Object.isFrozen(r), JSON.isRawJSON(r), JSON.isRawJSON({ rawJSON: '1' }), JSON.isRawJSON());
console.log(JSON.stringify({ a: r, b: [JSON.rawJSON('"x"'), JSON.rawJSON('null'), JSON.rawJSON('-0')] }));
console.log(JSON.stringify(JSON.rawJSON('12345678901234567890'), null, 2), JSON.stringify({ n: JSON.rawJSON('0.1') }, null, 1));
t(() => JSON.rawJSON('{}'));
t(() => JSON.rawJSON('[1]'));
t(() => JSON.rawJSON(' 1'));
t(() => JSON.rawJSON('1 '));
t(() => JSON.rawJSON(''));
t(() => JSON.rawJSON('01'));
t(() => JSON.rawJSON('"unterminated'));
t(() => JSON.rawJSON(Symbol()));
t(() => JSON.rawJSON(12).rawJSON);
console.log(JSON.rawJSON.length, JSON.isRawJSON.length, Object.getOwnPropertyNames(JSON));
const log = [];
JSON.parse('{"a": 1.50, "b": [true, "s\\u0041", null, -0], "c": {"d": 1e3}}', function (k, v, ctx) {
  log.push(JSON.stringify(k) + ' ' + JSON.stringify(ctx));
  return v;
});
console.log(log.join('\n'));
log.length = 0;
// a value replaced before its turn has no source any more
JSON.parse('[1, 2, {"x": 3}]', function (k, v, ctx) {
  if (k === '0') { this[1] = 5; this[2] = { x: 3 }; }
  log.push(k + ' ' + JSON.stringify(ctx));
  return v;
});
console.log(log.join('\n'));
console.log(JSON.parse('12345678901234567890', (k, v, { source }) => source));
console.log(JSON.parse('{"a":1,"a":2}', (k, v, ctx) => (k === 'a' ? ctx.source : v)));
console.log(JSON.parse('"x"', function (k, v, ctx) { return arguments.length + ' ' + ctx.source; }));
// expect: [Object: null prototype] { rawJSON: '1e1000' } null true true false false
// expect: {"a":1e1000,"b":["x",null,-0]}
// expect: 12345678901234567890 {
// expect:  "n": 0.1
// expect: }
// expect: SyntaxError: Unexpected token '{', "{}" is not valid JSON
// expect: SyntaxError: Unexpected token '[', "[1]" is not valid JSON
// expect: SyntaxError: Unexpected token ' ', " 1" is not valid JSON
// expect: SyntaxError: Invalid value for JSON.rawJSON
// expect: SyntaxError: Invalid value for JSON.rawJSON
// expect: SyntaxError: Unexpected number in JSON at position 1 (line 1 column 2)
// expect: SyntaxError: Unterminated string in JSON at position 13 (line 1 column 14)
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: 12
// expect: 1 1 [ 'parse', 'stringify', 'rawJSON', 'isRawJSON' ]
// expect: "a" {"source":"1.50"}
// expect: "0" {"source":"true"}
// expect: "1" {"source":"\"s\\u0041\""}
// expect: "2" {"source":"null"}
// expect: "3" {"source":"-0"}
// expect: "b" {}
// expect: "d" {"source":"1e3"}
// expect: "c" {}
// expect: "" {}
// expect: 0 {"source":"1"}
// expect: 1 {}
// expect: x {}
// expect: 2 {}
// expect:  {}
// expect: 12345678901234567890
// expect: { a: '2' }
// expect: 3 "x"
