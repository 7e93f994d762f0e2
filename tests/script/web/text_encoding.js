const te = new TextEncoder();
console.log(te.encoding, te.encode('héllo€😀'), te.encode(), te.encode('\ud800x'));
console.log(te.encodeInto('héllo', new Uint8Array(3)), te.encodeInto('😀a', new Uint8Array(3)));
console.log(te);
console.log(Object.getOwnPropertyNames(TextEncoder.prototype), Object.getOwnPropertyNames(TextDecoder.prototype));
const td = new TextDecoder();
console.log(td.encoding, td.fatal, td.ignoreBOM, td);
console.log(td.decode(new Uint8Array([0xef,0xbb,0xbf,0x68,0xc3,0xa9,0xff])), td.decode());
console.log(new TextDecoder('utf-8', {ignoreBOM: true}).decode(new Uint8Array([0xef,0xbb,0xbf,0x68])).length);
try { new TextDecoder('utf-8', {fatal: true}).decode(new Uint8Array([0xff])) } catch (e) { console.log(e.name, e.code, e.message, e instanceof TypeError) }
try { new TextDecoder('nope') } catch (e) { console.log(e.name, e.code, e.message) }
for (const l of ['utf8', 'UTF-8', ' unicode-1-1-utf-8 ', 'utf-16le', 'utf-16', 'latin1', 'iso-8859-1', 'ascii', 'windows-1252', 'us-ascii', 'utf-16be', 'cp1252', 'l1']) {
  try { const d = new TextDecoder(l); console.log(l, d.encoding, JSON.stringify(d.decode(new Uint8Array([0x61, 0x80, 0xe9, 0x00])))) } catch (e) { console.log(l, e.name, e.code, e.message) }
}
const s = new TextDecoder();
console.log(JSON.stringify(s.decode(new Uint8Array([0xe2, 0x82]), {stream: true})), JSON.stringify(s.decode(new Uint8Array([0xac]), {stream: true})), JSON.stringify(s.decode()));
console.log(JSON.stringify(s.decode(new Uint8Array([0xe2, 0x82]), {stream: true})), JSON.stringify(s.decode()));
console.log(td.decode(new Uint16Array([0x6968])), td.decode(new DataView(new Uint8Array([0x41,0x42]).buffer)), td.decode(new Uint8Array([0x41,0x42]).buffer));
try { td.decode('abc') } catch (e) { console.log(e.name, e.code, e.message) }
try { td.decode(123) } catch (e) { console.log(e.name, e.code, e.message) }
try { te.encodeInto('a', [1]) } catch (e) { console.log(e.name, e.code, e.message) }
try { TextDecoder() } catch (e) { console.log(e.name, e.code, e.message) }
try { TextDecoder.prototype.decode.call({}, new Uint8Array(1)) } catch (e) { console.log(e.name, e.code, e.message) }
try { Object.getOwnPropertyDescriptor(TextDecoder.prototype, 'encoding').get.call({}) } catch (e) { console.log(e.name, e.code, e.message) }
try { TextEncoder.prototype.encode.call({}, 'x') } catch (e) { console.log(e.name, e.code, e.message) }
console.log(new TextDecoder('utf-16le').decode(new Uint8Array([0xff,0xfe,0x3d,0xd8,0x00,0xde,0x41])));
console.log(JSON.stringify(new TextDecoder('utf-16le').decode(new Uint8Array([0x00,0xd8,0x41,0x00]))));
try { new TextDecoder('utf-16le', {fatal:true}).decode(new Uint8Array([0x00,0xd8,0x41,0x00])) } catch (e) { console.log(e.name, e.code, e.message) }
console.log(new TextDecoder('latin1').decode(new Uint8Array([0x80,0x9f,0xff])).split('').map(c=>c.charCodeAt(0).toString(16)).join(' '));
console.log(TextEncoder.length, TextDecoder.length, te.encode.length, td.decode.length, te.encodeInto.length);
console.log(Object.prototype.toString.call(te), Object.prototype.toString.call(td));
console.log(new TextDecoder(undefined, {fatal: 1}).fatal, new TextDecoder('utf-8', null).fatal);
try { new TextDecoder('utf-8', 5) } catch (e) { console.log(e.name, e.code, e.message) }
for (const l of ['utf8', ' UTF-16 ', 'latin1', 'ASCII', 'utf-16be', 'x-cp1252', 'unicode-1-1-utf-8', 'utf-7', '']) {
  try { console.log(JSON.stringify(l), new TextDecoder(l).encoding); } catch (e) { console.log(JSON.stringify(l), e.name, e.code, e.message); }
}
// streaming: every split of a mixed UTF-8 text decodes to the same string
const text = 'aé€😀\u0000z';
const bytes = new TextEncoder().encode(text);
let ok = 0;
for (let i = 0; i <= bytes.length; i++) for (let j = i; j <= bytes.length; j++) {
  const dec = new TextDecoder();
  const s = dec.decode(bytes.subarray(0, i), { stream: true }) + dec.decode(bytes.subarray(i, j), { stream: true }) + dec.decode(bytes.subarray(j));
  if (s === text) ok++;
}
console.log(ok, (bytes.length + 1) * (bytes.length + 2) / 2);
const u16 = new Uint8Array([0xff, 0xfe, 0x61, 0, 0x3d, 0xd8, 0x00, 0xde]);
const d16 = new TextDecoder('utf-16le');
console.log(JSON.stringify([...u16].map((_, i) => d16.decode(u16.subarray(i, i + 1), { stream: true })).join('') + d16.decode()));
const bomdec = new TextDecoder();
console.log(JSON.stringify(bomdec.decode(new Uint8Array([0xef]), { stream: true }) + bomdec.decode(new Uint8Array([0xbb, 0xbf, 0x41]))));
console.log(JSON.stringify(new TextDecoder().decode(new Uint8Array([0xef, 0xbb]))));
try { new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xe2, 0x82])); } catch (e) { console.log(e.name, e.code); }
const fs = new TextDecoder('utf-8', { fatal: true });
console.log(JSON.stringify(fs.decode(new Uint8Array([0xe2, 0x82]), { stream: true })), JSON.stringify(fs.decode(new Uint8Array([0xac]))));
// expect: utf-8 Uint8Array(13) [
// expect:   104, 195, 169, 108,
// expect:   108, 111, 226, 130,
// expect:   172, 240, 159, 152,
// expect:   128
// expect: ] Uint8Array(0) [] Uint8Array(4) [ 239, 191, 189, 120 ]
// expect: { read: 2, written: 3 } { read: 0, written: 0 }
// expect: { encoding: 'utf-8' }
// expect: [ 'constructor', 'encoding', 'encode', 'encodeInto' ] [ 'constructor', 'decode', 'encoding', 'fatal', 'ignoreBOM' ]
// expect: utf-8 false false TextDecoder { encoding: 'utf-8', fatal: false, ignoreBOM: false }
// expect: hé� 
// expect: 2
// expect: TypeError ERR_ENCODING_INVALID_ENCODED_DATA The encoded data was not valid for encoding utf-8 true
// expect: RangeError ERR_ENCODING_NOT_SUPPORTED The "nope" encoding is not supported
// expect: utf8 utf-8 "a��\u0000"
// expect: UTF-8 utf-8 "a��\u0000"
// expect:  unicode-1-1-utf-8  utf-8 "a��\u0000"
// expect: utf-16le utf-16le "聡é"
// expect: utf-16 utf-16le "聡é"
// expect: latin1 windows-1252 "a€é\u0000"
// expect: iso-8859-1 windows-1252 "a€é\u0000"
// expect: ascii windows-1252 "a€é\u0000"
// expect: windows-1252 windows-1252 "a€é\u0000"
// expect: us-ascii windows-1252 "a€é\u0000"
// expect: utf-16be utf-16be "憀"
// expect: cp1252 windows-1252 "a€é\u0000"
// expect: l1 windows-1252 "a€é\u0000"
// expect: "" "€" ""
// expect: "" "�"
// expect: hi AB AB
// expect: TypeError ERR_INVALID_ARG_TYPE The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.
// expect: TypeError ERR_INVALID_ARG_TYPE The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.
// expect: TypeError ERR_INVALID_ARG_TYPE The "dest" argument must be an instance of Uint8Array. Received an instance of Array
// expect: TypeError undefined Class constructor TextDecoder cannot be invoked without 'new'
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type TextDecoder
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type TextDecoder
// expect: TypeError undefined Receiver must be an instance of class TextEncoder
// expect: 😀�
// expect: "�A"
// expect: TypeError ERR_ENCODING_INVALID_ENCODED_DATA The encoded data was not valid for encoding utf-16le
// expect: 20ac 178 ff
// expect: 0 0 0 0 2
// expect: [object TextEncoder] [object TextDecoder]
// expect: true false
// expect: TypeError ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received type number (5)
// expect: "utf8" utf-8
// expect: " UTF-16 " utf-16le
// expect: "latin1" windows-1252
// expect: "ASCII" windows-1252
// expect: "utf-16be" utf-16be
// expect: "x-cp1252" windows-1252
// expect: "unicode-1-1-utf-8" utf-8
// expect: "utf-7" RangeError ERR_ENCODING_NOT_SUPPORTED The "utf-7" encoding is not supported
// expect: "" RangeError ERR_ENCODING_NOT_SUPPORTED The "" encoding is not supported
// expect: 91 91
// expect: "a😀"
// expect: "A"
// expect: "�"
// expect: TypeError ERR_ENCODING_INVALID_ENCODED_DATA
// expect: "" "€"
