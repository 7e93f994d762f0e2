// smol-toml: TOML 1.0 parsed (dates, times, inline tables, arrays of
// tables, escapes, big integers) and stringified, with its errors.
import { parse, stringify, TomlDate, TomlError } from 'smol-toml';
const doc = parse(`
# comment
title = "TOML \\"Example\\" \\u00e9 \\U0001F600"
literal = 'C:\\Users\\nodejs'
multi = """
Roses are red
  Violets are blue\\
  ok"""
hex = 0xDEAD_BEEF
oct = 0o755
bin = 0b1101
big = 9_223_372_036_854_775_807
flt = [+1.0, 3.1415, -0.01, 5e+22, 1e06, -2E-2, 6.626e-34, inf, -inf, nan]
dt = [1979-05-27T07:32:00Z, 1979-05-27T00:32:00.999999-07:00, 1979-05-27T07:32:00, 1979-05-27, 07:32:00]
[owner]
name = "Tom"
point = { x = 1, y = 2, "quoted key" = true }
[servers.alpha]
ip = "10.0.0.1"
ports = [ 8000, 8001, 8002 ]
[[products]]
name = "Hammer"
sku = 738594937
[[products]]
[[products]]
name = "Nail"
color = "gray"
a.b.c = 1
`, { integersAsBigInt: 'asNeeded' });
console.log(doc);
console.log(doc.dt.map((d) => [d instanceof TomlDate, d.isDate(), d.isTime(), d.isLocal(), d.toISOString()]), typeof doc.big, typeof doc.hex);
console.log(parse('n = 9007199254740993\nm = 1', { integersAsBigInt: true }));
try { parse('n = 9007199254740993'); } catch (e) { console.log(e.message.split('\n')[0]); }
console.log(stringify(doc));
console.log(stringify({ a: 1n, b: [1, 'two', { three: 3 }], c: { d: new Date(0), 'e f': -0.5, g: [] }, h: 'line\nbreak\ttab "q"' }));
for (const bad of ['a = 1\na = 2', 'x = [1, 2', 'y = 1979-13-01', 'k = "unterminated', '[t]\n[t]', 'n = 01']) {
  try { parse(bad); console.log('parsed', JSON.stringify(bad)); } catch (e) { console.log(e instanceof TomlError, e.line, e.column, e.message.split('\n')[0]); }
}
