// node:stream: the encoding a Writable's _write sees (decodeStrings, objectMode, defaultEncoding), and a Writable without _write throws node's error from write().
const { Writable } = require('stream');
const z = new Writable({ decodeStrings: false, write(c, e, cb) { console.log('z', typeof c, c, e); cb(); } });
z.write('str'); z.write('s2', 'latin1'); z.write(Buffer.from('b'));
const o = new Writable({ objectMode: true, write(c, e, cb) { console.log('o', typeof c, c, e); cb(); } });
o.write('str'); o.write('s2', 'latin1'); o.write(Buffer.from('b')); o.write(5);
const d = new Writable({ defaultEncoding: 'hex', write(c, e, cb) { console.log('d', c, e); cb(); } });
d.write('ab');
console.log(d._writableState.defaultEncoding, o._writableState.defaultEncoding, z._writableState.defaultEncoding);
const nw = new Writable();
console.log(nw.writable);
nw.write('x'); // expect runtime error: Error [ERR_METHOD_NOT_IMPLEMENTED]: The _write() method is not implemented
// expect: z string str utf8
// expect: z string s2 latin1
// expect: z object <Buffer 62> buffer
// expect: o string str undefined
// expect: o string s2 latin1
// expect: o object <Buffer 62> undefined
// expect: o number 5 undefined
// expect: d <Buffer ab> buffer
// expect: hex utf8 utf8
// expect: true
