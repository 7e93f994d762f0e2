// ES module entry with "exports"; uses atob/btoa for !!binary.
import YAML, { parse, stringify, parseDocument } from 'yaml';
const src = 'a: 1\nb: [x, y, {z: true}]\nc: |\n  multi\n  line\nd: 2001-12-14t21:59:43.10-05:00\ne: !!binary aGVsbG8=\n';
const doc = parse(src);
console.log(doc.a, doc.b, JSON.stringify(doc.c), doc.e);
console.log(stringify({ name: 'tarn', list: [1, 'two', null, { k: 'v' }], nested: { deep: { x: 1.5 } } }));
const d = parseDocument('# comment\nkey: value # trailing\nanchors: &a [1, 2]\nref: *a\n');
console.log(d.toString(), d.toJS(), d.errors.length);
console.log(YAML.parse('- 0x1F\n- .inf\n- ~\n- "\\u00e9"'));
try { parse('a: [1, 2'); } catch (e) { console.log(e.name, e.code); }
