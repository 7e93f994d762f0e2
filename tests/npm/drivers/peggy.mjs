// peggy: a grammar compiled to a parser (JavaScript source run through
// new Function), parsing with actions, error locations and its generated source.
import peggy from 'peggy';
const grammar = `
{{ const ops = { '+': (a, b) => a + b, '-': (a, b) => a - b, '*': (a, b) => a * b, '/': (a, b) => a / b }; }}
Expression = head:Term tail:(_ @("+" / "-") _ @Term)* { return tail.reduce((acc, [op, t]) => ops[op](acc, t), head); }
Term = head:Factor tail:(_ @("*" / "/") _ @Factor)* { return tail.reduce((acc, [op, f]) => ops[op](acc, f), head); }
Factor = "(" _ @Expression _ ")" / Number
Number "number" = _ digits:$([0-9]+ ("." [0-9]+)?) { return parseFloat(digits); }
_ "whitespace" = [ \\t\\n\\r]*
`;
const parser = peggy.generate(grammar);
for (const src of ['2 * (3 + 4)', '10 / 4 - 1.5', '((1))', '1 + 2 * 3 - 4 / 8']) console.log(src, '=', parser.parse(src));
for (const bad of ['2 *', '(1 + 2', 'x']) {
  try { parser.parse(bad); } catch (e) { console.log(e.name, e.message, JSON.stringify(e.location), e.expected && e.expected.map((x) => x.description || x.text || x.type)); }
}
const json = peggy.generate(`
start = _ v:value _ { return v; }
value = object / array / string / number / "true" { return true; } / "false" { return false; } / "null" { return null; }
object = "{" _ members:(m:member rest:(_ "," _ @member)* { return [m, ...rest]; })? _ "}" { return Object.fromEntries(members ?? []); }
member = k:string _ ":" _ v:value { return [k, v]; }
array = "[" _ items:(v:value rest:(_ "," _ @value)* { return [v, ...rest]; })? _ "]" { return items ?? []; }
string = '"' chars:$[^"]* '"' { return chars; }
number = n:$("-"? [0-9]+ ("." [0-9]+)?) { return Number(n); }
_ = [ \\t\\n]*
`, { allowedStartRules: ['start', 'value'] });
console.log(json.parse('{"a": [1, 2.5, {"b": null}], "c": true, "d": "x y"}'), json.parse('[-1]', { startRule: 'value' }));
const src = peggy.generate('start = "a"+ { return text().length; }', { output: 'source', format: 'commonjs' });
console.log(src.split('\n').length > 50, src.includes('peg$parse'), typeof src);
try { peggy.generate('start = undefinedRule'); } catch (e) { console.log(e.name, e.message, e.location && e.location.start); }
try { peggy.generate('start = "a" start2\nstart2 = start'); } catch (e) { console.log(e.name, e.message); }
