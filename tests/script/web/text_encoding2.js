const td = new TextDecoder('utf-16le', {fatal: true});
console.log({ a: td, b: new TextEncoder() }, [td]);
try { console.log(JSON.stringify(new TextDecoder().decode(new Uint8Array([65]), 5))) } catch (e) { console.log(e.name, e.code, e.message) }
try { console.log(JSON.stringify(new TextDecoder().decode(new Uint8Array([65]), null))) } catch (e) { console.log(e.name, e.code, e.message) }
try { console.log(JSON.stringify(new TextDecoder().decode(null))) } catch (e) { console.log(e.name, e.code, e.message) }
const d = Object.getOwnPropertyDescriptor(TextDecoder.prototype, 'encoding'); console.log(typeof d.get, d.enumerable, d.configurable);
const m = Object.getOwnPropertyDescriptor(TextDecoder.prototype, 'decode'); console.log(m.writable, m.enumerable, m.configurable);
class X extends TextDecoder {}; const x = new X('latin1'); console.log(x.encoding, x instanceof TextDecoder, x);
console.log(new TextEncoder().encode({toString(){return 'ab'}}), new TextEncoder().encode(null));
console.log(JSON.stringify(new TextDecoder().decode(new Uint8Array([0xf0,0x90,0x80,0x41, 0xed,0xa0,0x80, 0xc0, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xe0, 0x80]))));
console.log(JSON.stringify(new TextDecoder('utf-16be').decode(new Uint8Array([0xfe,0xff,0,0x41,0xd8]))));
console.log(Object.keys(new TextDecoder()), Object.getOwnPropertyNames(new TextEncoder()));
console.log(new TextEncoder().encodeInto('abc', new Uint8Array(new ArrayBuffer(8), 2, 2)));
try { new TextEncoder().encodeInto('abc') } catch (e) { console.log(e.name, e.code, e.message) }
try { new TextEncoder().encodeInto('abc', new Uint16Array(2)) } catch (e) { console.log(e.name, e.code, e.message) }
// expect: {
// expect:   a: TextDecoder { encoding: 'utf-16le', fatal: true, ignoreBOM: false },
// expect:   b: { encoding: 'utf-8' }
// expect: } [ TextDecoder { encoding: 'utf-16le', fatal: true, ignoreBOM: false } ]
// expect: TypeError ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received type number (5)
// expect: "A"
// expect: TypeError ERR_INVALID_ARG_TYPE The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.
// expect: function true true
// expect: true true true
// expect: windows-1252 true X { encoding: 'windows-1252', fatal: false, ignoreBOM: false }
// expect: Uint8Array(2) [ 97, 98 ] Uint8Array(4) [ 110, 117, 108, 108 ]
// expect: "�A�����������"
// expect: "A�"
// expect: [] []
// expect: { read: 2, written: 2 }
// expect: TypeError ERR_INVALID_ARG_TYPE The "dest" argument must be an instance of Uint8Array. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "dest" argument must be an instance of Uint8Array. Received an instance of Uint16Array
