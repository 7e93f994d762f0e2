// CSV parse/unparse with quoting, dynamic typing, headers and a step callback.
const Papa = require('papaparse');
const csv = 'name,age,note\n"Smith, Ann",31,"said ""hi"""\nBob,25,\n"Multi\nline",40,x\n';
const r = Papa.parse(csv, { header: true, dynamicTyping: true, skipEmptyLines: true });
console.log(JSON.stringify(r.data), r.errors.length, JSON.stringify(r.meta));
console.log(JSON.stringify(Papa.parse('a;b;c\n1;2;3', { delimiter: '' }).meta.delimiter), JSON.stringify(Papa.parse('1\t2\n3\t4').data));
console.log(Papa.unparse([{ a: 1, b: 'x,y' }, { a: 2, b: 'q"z' }]), '|', Papa.unparse([[1, 2], [3, null]], { quotes: true }));
const rows = [];
Papa.parse('x,y\n1,2\n3,4', { header: true, step: row => rows.push(row.data), complete: () => console.log('complete', JSON.stringify(rows)) });
console.log(JSON.stringify(Papa.parse('a,"b\nc', {}).errors));
