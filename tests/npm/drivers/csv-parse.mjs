// csv-parse: the sync API and the stream API (node:stream Transform) from an ES module.
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { Readable } from 'node:stream';
const input = 'id,name,amount\n1,"Smith, Ann",3.5\n2,"He said ""hi""",4\n# comment\n3,Bob,\n';
console.log(parseSync(input, { columns: true, comment: '#', cast: true, skip_empty_lines: true }));
console.log(parseSync('a;b\r\n1;2', { delimiter: ';', info: true, from_line: 2 }));
try { parseSync('a,b\n1,2,3\n', { columns: true }); } catch (e) { console.log(e.code, e.message); }
const records = [];
const parser = parse({ columns: true, cast: (v, ctx) => (ctx.column === 'n' ? Number(v) : v) });
parser.on('readable', () => { let r; while ((r = parser.read()) !== null) records.push(r); });
parser.on('end', () => console.log('stream', records, parser.info.records));
Readable.from(['n,s\n1,x\n', '2,', 'y\n3,z']).pipe(parser);
for await (const rec of Readable.from('k,v\nq,1\nw,2\n').pipe(parse({ from_line: 2 }))) console.log('for await', rec);
