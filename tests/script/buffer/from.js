// Buffer.from of each kind of value, views sharing memory, alloc, concat,
// compare, byteLength.
class MyBuf extends Buffer {}
const b = Buffer.from('hello');
// from: strings, arrays, array-likes, buffers, ArrayBuffers (shared), objects
console.log(Buffer.from([1.7, '2', 'x', 300, -1]), Buffer.from({ length: 2, 0: 5 }), Buffer.from({ type: 'Buffer', data: [1, 2, 3] }));
console.log(Buffer.from({ valueOf() { return 'abc'; } }), Buffer.from({ [Symbol.toPrimitive]() { return 'xy'; } }), Buffer.from(new String('s')));
console.log(Buffer.from(new Uint16Array([1, 258])), Buffer.from({ length: 'x' }), Buffer.of(1, 2, 300), Buffer.copyBytesFrom(new Uint16Array([1, 258]), 1));
const src = Buffer.from('abc'); const copy = Buffer.from(src); copy[0] = 0x7a; console.log(src, copy);
const ab = new ArrayBuffer(8); const s = Buffer.from(ab, 2, 3); s[0] = 9;
console.log(new Uint8Array(ab), s.length, s.byteOffset, Buffer.from(ab, '2').length, Buffer.from(ab, 2, -1).length, Buffer.from(ab).buffer === ab);
const sl = b.slice(1, 3), sub = b.subarray(-2); sl[0] = 0x45;
console.log(sl, sub, b, sl.buffer === b.buffer, Buffer.isBuffer(sl), b.slice(3, 1).length, b.subarray(1.5, 10), b.slice(-10, -3));
console.log([...Buffer.from('ab').entries()], [...Buffer.from('ab').keys()], [...Buffer.from('ab').values()], Buffer.from('ab').parent === Buffer.from('ab').buffer);
console.log(Buffer.alloc(3), Buffer.alloc(4, 'ab'), Buffer.alloc(4, 'YWI=', 'base64'), Buffer.alloc(3, 1.5), Buffer.alloc(3, {}), Buffer.allocUnsafe(3).length, Buffer.allocUnsafeSlow(2).length);
console.log(Buffer.isBuffer(new Uint8Array(2)), Buffer.isBuffer(Buffer.alloc(1)), Buffer.isBuffer('x'), Buffer.isBuffer(new MyBuf(2)));
console.log(['utf8', 'UTF-8', 'Binary', '', 'utf32', 'UCS2', 'base64URL', 'hex', 'latin1', 'ascii', 'utf-16le', 5].map(Buffer.isEncoding).join());
console.log(Buffer.concat([Buffer.from('ab'), new Uint8Array([99])]), Buffer.concat([Buffer.from('ab')], 4), Buffer.concat([Buffer.from('abc')], 2), Buffer.concat([]));
console.log(Buffer.compare(Buffer.from('a'), Buffer.from('b')), Buffer.compare(Buffer.from('ab'), Buffer.from('a')), Buffer.from('b').compare(Buffer.from('a')), Buffer.from('abc').compare(Buffer.from('xbc'), 1, 3, 1, 3), Buffer.from('abc').compare(Buffer.from('abc'), 0, 0, 1, 1), Buffer.from('abc').compare(Buffer.from('abc'), 0, 0));
console.log([Buffer.from('b'), Buffer.from('a'), Buffer.from('ab')].sort(Buffer.compare), Buffer.from('abc').equals(new Uint8Array([97, 98, 99])), Buffer.from('ab').equals(Buffer.from('abc')));
console.log(Buffer.byteLength('héllo€😀'), Buffer.byteLength('abc=', 'base64'), Buffer.byteLength('abcd', 'hex'), Buffer.byteLength('ab', 'ucs2'), Buffer.byteLength(new ArrayBuffer(3)), Buffer.byteLength('x', 'bogus'), Buffer.byteLength('\ud800'), Buffer.byteLength(new Uint16Array(3)));
// expect: <Buffer 01 02 00 2c ff> <Buffer 05 00> <Buffer 01 02 03>
// expect: <Buffer 61 62 63> <Buffer 78 79> <Buffer 73>
// expect: <Buffer 01 02> <Buffer > <Buffer 01 02 2c> <Buffer 02 01>
// expect: <Buffer 61 62 63> <Buffer 7a 62 63>
// expect: Uint8Array(8) [
// expect:   0, 0, 9, 0,
// expect:   0, 0, 0, 0
// expect: ] 3 2 6 0 true
// expect: <Buffer 45 6c> <Buffer 6c 6f> <Buffer 68 45 6c 6c 6f> true true 0 <Buffer 45 6c 6c 6f> <Buffer 68 45>
// expect: [ [ 0, 97 ], [ 1, 98 ] ] [ 0, 1 ] [ 97, 98 ] true
// expect: <Buffer 00 00 00> <Buffer 61 62 61 62> <Buffer 61 62 61 62> <Buffer 01 01 01> <Buffer 00 00 00> 3 2
// expect: false true false true
// expect: true,true,true,false,false,true,true,true,true,true,true,false
// expect: <Buffer 61 62 63> <Buffer 61 62 00 00> <Buffer 61 62> <Buffer >
// expect: -1 1 1 0 0 1
// expect: [ <Buffer 61>, <Buffer 61 62>, <Buffer 62> ] true false
// expect: 13 2 2 4 3 1 3 6
