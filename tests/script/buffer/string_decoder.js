// node:string_decoder: split UTF-8, UTF-16LE and base64 sequences held
// across writes, as node's native decoder holds them.
const { StringDecoder } = require('string_decoder');
console.log(Object.keys(require('node:string_decoder')), Object.getOwnPropertyNames(StringDecoder.prototype), StringDecoder.name, StringDecoder.length);
let d = new StringDecoder('utf8');
console.log(d, d.encoding);
const e = Buffer.from('€😀');
console.log(JSON.stringify([d.write(e.subarray(0, 1)), d.write(e.subarray(1, 2)), d.lastNeed, d.lastTotal]), d.lastChar, JSON.stringify([d.write(e.subarray(2, 5)), d.end(e.subarray(5, 6)), d.end()]));
console.log(JSON.stringify([d.write(Buffer.from([0xe2, 0x82])), d.end(), d.write(Buffer.from([0xff, 0x41, 0xf0])), d.write(Buffer.from([0x41])), d.end()]));
d = new StringDecoder('utf8'); console.log(JSON.stringify([d.write(Buffer.from([0xf0, 0x9f])), d.write(Buffer.from([0x41]))]));
d = new StringDecoder('utf8'); console.log(JSON.stringify([d.write(Buffer.from([0xe2])), d.write(Buffer.from([0x82])), d.write(Buffer.from([0xac, 0xe2]))]), d.lastNeed, d.lastTotal, d.lastChar);
d = new StringDecoder('utf8'); console.log(JSON.stringify([d.write(Buffer.from([0x80, 0x80, 0x80, 0x80])), d.write(Buffer.from([0xf8])), d.write(Buffer.from([0x61, 0xc3])), d.end()]));
d = new StringDecoder('utf16le');
const u = Buffer.from('a😀', 'utf16le');
console.log(JSON.stringify([d.write(u.subarray(0, 1)), d.write(u.subarray(1, 3)), d.write(u.subarray(3, 5)), d.end(u.subarray(5)), d.write(u.subarray(0, 3)), d.end()]));
console.log(JSON.stringify([d.write(Buffer.from([0x3d, 0xd8])), d.end()]), JSON.stringify([d.write(u.subarray(2, 4)), d.write(u.subarray(4)), d.end()]), d.encoding);
d = new StringDecoder('base64');
console.log(JSON.stringify([d.write(Buffer.from('a')), d.write(Buffer.from('bcd')), d.end(Buffer.from('e')), d.write(Buffer.from('ab')), d.end()]), d.encoding);
d = new StringDecoder('base64url'); console.log(d.write(Buffer.from([0xfb, 0xff])), d.end(), d.write(Buffer.from([0xfb, 0xff, 0xfe])));
d = new StringDecoder('hex'); console.log(d.write(Buffer.from('ab')), d.end(Buffer.from('c')), d.encoding);
console.log(new StringDecoder('latin1').write(Buffer.from([0xe9])), new StringDecoder('binary').encoding, new StringDecoder('ascii').write(Buffer.from([0xe9])), new StringDecoder().encoding, new StringDecoder('UCS-2').encoding, new StringDecoder(null).encoding);
console.log(new StringDecoder('utf8').write('str'), new StringDecoder('utf8').end('x'), JSON.stringify(new StringDecoder('utf8').write(new Uint16Array([0x41, 0x42]))), JSON.stringify(new StringDecoder('utf8').write(new DataView(new ArrayBuffer(2)))));
d = new StringDecoder('utf8'); console.log(JSON.stringify([d.write(Buffer.from([0xe2])), d.text(Buffer.from('xyz'), 1)]));
for (const f of [() => new StringDecoder('nope'), () => new StringDecoder('utf8').write(5), () => StringDecoder.prototype.write.call({}, Buffer.alloc(1))])
  try { f(); } catch (err) { console.log(err.name, err.code, err.message); }
// expect: [ 'StringDecoder' ] [
// expect:   'constructor',
// expect:   'write',
// expect:   'end',
// expect:   'text',
// expect:   'lastChar',
// expect:   'lastNeed',
// expect:   'lastTotal'
// expect: ] StringDecoder 1
// expect: StringDecoder {
// expect:   encoding: 'utf8',
// expect:   Symbol(kNativeDecoder): <Buffer 00 00 00 00 00 00 01>
// expect: } utf8
// expect: ["","",1,3] <Buffer f0 9f 98 00> ["€","�",""]
// expect: ["","�","�A","�A",""]
// expect: ["","�A"]
// expect: ["","","€"] 2 3 <Buffer e2 82 ac 00>
// expect: ["����","�","a","�"]
// expect: ["","a","\ud83d","\ude00","a",""]
// expect: ["","\ud83d"] ["","😀",""] utf16le
// expect: ["","YWJj","ZGU=","","YWI="] base64
// expect:  -_8 -__-
// expect: 6162 63 hex
// expect: é latin1 i utf8 utf16le utf8
// expect: str x "A\u0000B\u0000" "\u0000\u0000"
// expect: ["","yz"]
// expect: TypeError ERR_UNKNOWN_ENCODING Unknown encoding: nope
// expect: TypeError ERR_INVALID_ARG_TYPE The "buf" argument must be an instance of Buffer, TypedArray, or DataView. Received type number (5)
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type StringDecoder
