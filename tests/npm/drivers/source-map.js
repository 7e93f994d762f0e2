// source-map: a generator with VLQ mappings, the consumer looking positions
// up both ways, SourceNode concatenation and applying one map over another.
const { SourceMapGenerator, SourceMapConsumer, SourceNode } = require('source-map');
const gen = new SourceMapGenerator({ file: 'out.js', sourceRoot: 'http://example.com/src/' });
const lines = [[1, 0, 1, 0, 'foo'], [1, 9, 1, 4], [2, 2, 3, 10, 'bar'], [2, 20, 40, 2], [3, 0, 100, 1, 'baz']];
for (const [gl, gc, ol, oc, name] of lines) gen.addMapping({ generated: { line: gl, column: gc }, original: { line: ol, column: oc }, source: gl === 3 ? 'b.js' : 'a.js', name });
gen.setSourceContent('a.js', 'function foo() {}\n');
const json = gen.toJSON();
console.log(JSON.stringify(json));
const c = new SourceMapConsumer(gen.toString());
console.log(c.sources, c.file, c.hasContentsOfAllSources(), c.sourceContentFor('http://example.com/src/a.js'));
console.log(c.originalPositionFor({ line: 2, column: 5 }), c.originalPositionFor({ line: 2, column: 21, bias: SourceMapConsumer.LEAST_UPPER_BOUND }));
console.log(c.generatedPositionFor({ source: 'http://example.com/src/a.js', line: 3, column: 10 }), c.allGeneratedPositionsFor({ source: 'http://example.com/src/a.js', line: 1 }));
const all = []; c.eachMapping((m) => all.push([m.generatedLine, m.generatedColumn, m.originalLine, m.originalColumn, m.name].join(':')));
console.log(all.join(' '));
const node = new SourceNode(null, null, null, [
  new SourceNode(1, 0, 'x.js', 'var a = 1;\n'),
  new SourceNode(2, 0, 'x.js', ['var b = ', new SourceNode(2, 8, 'y.js', 'a', 'a'), ' + 1;\n']),
  'console.log(b);\n']);
node.setSourceContent('x.js', 'var a = 1;\nvar b = a + 1;\n');
const out = node.toStringWithSourceMap({ file: 'bundle.js' });
console.log(JSON.stringify(out.code), out.map.toString());
const back = SourceNode.fromStringWithSourceMap(out.code, new SourceMapConsumer(out.map.toString()));
console.log(back.toString() === out.code, JSON.stringify(node.join(';').replaceRight(/;$/, '').toString()));
const upstream = new SourceMapGenerator({ file: 'x.js' });
upstream.addMapping({ generated: { line: 1, column: 0 }, original: { line: 10, column: 3 }, source: 'orig.ts' });
const composed = SourceMapGenerator.fromSourceMap(new SourceMapConsumer(out.map.toString()));
composed.applySourceMap(new SourceMapConsumer(upstream.toString()), 'x.js');
console.log(composed.toString());
const indexed = new SourceMapConsumer({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: json }, { offset: { line: 10, column: 0 }, map: out.map.toJSON() }] });
console.log(indexed.originalPositionFor({ line: 12, column: 9 }), indexed.sources.length);
try { new SourceMapConsumer('{"version":2}'); } catch (e) { console.log(e.message); }
