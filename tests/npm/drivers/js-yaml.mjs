import yaml from 'js-yaml';
const o = yaml.load('greeting: hello\nlist:\n  - 1\n  - two\n  - { a: b }\ndate: 2020-01-01\nmulti: >\n  folded\n  text\n');
console.log(o, o.date instanceof Date);
console.log(yaml.dump({ x: [1, 2, { y: 'z' }], s: 'a: b', n: null, u: 'é', long: 'x'.repeat(90) }));
try { yaml.load('a: b: c'); } catch (e) { console.log(e.name, e.message); }
console.log(yaml.loadAll('---\na: 1\n---\nb: 2\n'));
