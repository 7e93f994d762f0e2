// indexOf/lastIndexOf/includes, fill, copy, swap16/32/64 as node has them.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name} ${e.code}: ${e.message}`); } };
const h = Buffer.from('this is a buffer');
console.log(h.indexOf('is'), h.lastIndexOf('is'), h.indexOf('is', 3), h.lastIndexOf('is', 4), h.includes('buf'), h.includes('xyz'), h.indexOf(Buffer.from('a b')), h.indexOf(0x73), h.indexOf(0x73 + 256), h.lastIndexOf(0x73));
const a = Buffer.from('abcb');
console.log(a.lastIndexOf('b', -2), a.indexOf(''), a.indexOf('', 10), a.lastIndexOf(''), a.indexOf('c', -1), a.indexOf('a', -10), a.lastIndexOf('a', -10), a.indexOf('b', 'latin1'), a.indexOf('b', null), a.lastIndexOf('b', undefined), a.indexOf('b', 2.7));
console.log(Buffer.from('a\u0000b\u0000', 'latin1').indexOf('b', 0, 'ucs2'), Buffer.from('abc').indexOf('YmM=', 'base64'), Buffer.from('abc').indexOf('6263', 'hex'), Buffer.from('aé').indexOf('é', 'latin1'), Buffer.from('aé', 'latin1').indexOf('é', 'latin1'), Buffer.from('€').indexOf('€'), Buffer.alloc(0).indexOf('a'), Buffer.alloc(0).indexOf(''));
t(() => a.indexOf({}));
t(() => a.indexOf('a', 0, 'nope'));
console.log(Buffer.alloc(5).fill('ab'), Buffer.alloc(5).fill('€'), Buffer.alloc(5).fill('abc', 1, 4), Buffer.alloc(5).fill(257), Buffer.alloc(5).fill(-1), Buffer.alloc(5).fill(true));
console.log(Buffer.alloc(5).fill(Buffer.from([1, 2])), Buffer.alloc(5).fill('6162', 'hex'), Buffer.alloc(5).fill('a', 'ucs2'), Buffer.alloc(3).fill('é', 'latin1'), Buffer.alloc(4).fill('x', 1), Buffer.alloc(4).fill('', 1), Buffer.alloc(4).fill(new Uint16Array([0x102])));
console.log(Buffer.alloc(2).fill('a', 5), Buffer.alloc(3).fill(7, 1, 2), Buffer.alloc(3).fill('ab', 0, 3, 'ascii'));
t(() => Buffer.alloc(2).fill('a', 'bogus'));
t(() => Buffer.alloc(2).fill('a', 0, 2, 5));
t(() => Buffer.alloc(2).fill('zz', 'hex'));
t(() => Buffer.alloc(2).fill(Buffer.alloc(0)));
t(() => Buffer.alloc(2).fill(1, -1));
t(() => Buffer.alloc(4).fill(1, 0, 9));
const s = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]);
console.log(s.swap16().toString('hex'), s.swap32().toString('hex'), s.swap64().toString('hex'));
t(() => Buffer.alloc(3).swap16());
t(() => Buffer.alloc(6).swap32());
t(() => Buffer.alloc(4).swap64());
const c = Buffer.from('abcdef');
console.log(c.copy(c, 2), c.toString(), Buffer.from('abc').copy(Buffer.alloc(2)), Buffer.from('abc').copy(Buffer.alloc(5), 4, 1), Buffer.from('abc').copy(Buffer.alloc(5), 10), Buffer.from('abc').copy(new Uint8Array(3), 0, 1, 2));
const dst = Buffer.alloc(4); Buffer.from('wxyz').copy(dst, 1, 2); console.log(dst, Buffer.from('ab').copy(dst, '1'), dst);
t(() => Buffer.from('ab').copy('x'));
t(() => Buffer.from('ab').copy(Buffer.alloc(2), -1));
t(() => Buffer.from('ab').copy(Buffer.alloc(2), 0, -1));
t(() => Buffer.from('ab').copy(Buffer.alloc(2), 0, 5));
t(() => Buffer.from('ab').copy(Buffer.alloc(2), 0, 0, -1));
t(() => Buffer.from('ab').equals('x'));
t(() => Buffer.from('ab').compare('x'));
t(() => Buffer.from('ab').compare(Buffer.from('ab'), -1));
t(() => Buffer.from('ab').compare(Buffer.from('ab'), 0, 9));
t(() => Buffer.compare(1, Buffer.alloc(1)));
t(() => Buffer.concat(5));
t(() => Buffer.concat([1]));
t(() => Buffer.alloc(-1));
t(() => Buffer.alloc('1'));
t(() => Buffer.alloc(2 ** 53));
t(() => Buffer.from(5));
t(() => Buffer.from({}));
t(() => Buffer.from(null));
t(() => Buffer.from(new ArrayBuffer(4), 5));
t(() => Buffer.from(new ArrayBuffer(4), 1, 5));
t(() => Buffer.byteLength(5));
// expect: 2 5 5 2 true false 8 3 3 6
// expect: 1 0 4 4 -1 0 -1 1 1 3 3
// expect: 2 1 1 -1 1 0 -1 0
// expect: TypeError ERR_INVALID_ARG_TYPE: The "value" argument must be one of type number or string or an instance of Buffer or Uint8Array. Received an instance of Object
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: nope
// expect: <Buffer 61 62 61 62 61> <Buffer e2 82 ac e2 82> <Buffer 00 61 62 63 00> <Buffer 01 01 01 01 01> <Buffer ff ff ff ff ff> <Buffer 01 01 01 01 01>
// expect: <Buffer 01 02 01 02 01> <Buffer 61 62 61 62 61> <Buffer 61 00 61 00 61> <Buffer e9 e9 e9> <Buffer 00 78 78 78> <Buffer 00 00 00 00> <Buffer 02 01 02 01>
// expect: <Buffer 00 00> <Buffer 00 07 00> <Buffer 61 62 61>
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: bogus
// expect: TypeError ERR_INVALID_ARG_TYPE: The "encoding" argument must be of type string. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_VALUE: The argument 'value' is invalid. Received 'zz'
// expect: TypeError ERR_INVALID_ARG_VALUE: The argument 'value' is invalid. Received <Buffer >
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 && <= 9007199254740991. Received -1
// expect: RangeError ERR_OUT_OF_RANGE: The value of "end" is out of range. It must be >= 0 && <= 4. Received 9
// expect: 0201040306050807 0304010207080506 0605080702010403
// expect: RangeError ERR_INVALID_BUFFER_SIZE: Buffer size must be a multiple of 16-bits
// expect: RangeError ERR_INVALID_BUFFER_SIZE: Buffer size must be a multiple of 32-bits
// expect: RangeError ERR_INVALID_BUFFER_SIZE: Buffer size must be a multiple of 64-bits
// expect: 4 ababcd 2 1 0 1
// expect: <Buffer 00 61 62 00> 2 <Buffer 00 61 62 00>
// expect: TypeError ERR_INVALID_ARG_TYPE: The "target" argument must be an instance of Buffer or Uint8Array. Received type string ('x')
// expect: RangeError ERR_OUT_OF_RANGE: The value of "targetStart" is out of range. It must be >= 0. Received -1
// expect: RangeError ERR_OUT_OF_RANGE: The value of "sourceStart" is out of range. It must be >= 0 && <= 2. Received -1
// expect: RangeError ERR_OUT_OF_RANGE: The value of "sourceStart" is out of range. It must be >= 0 && <= 2. Received 5
// expect: RangeError ERR_OUT_OF_RANGE: The value of "sourceEnd" is out of range. It must be >= 0. Received -1
// expect: TypeError ERR_INVALID_ARG_TYPE: The "otherBuffer" argument must be an instance of Buffer or Uint8Array. Received type string ('x')
// expect: TypeError ERR_INVALID_ARG_TYPE: The "target" argument must be an instance of Buffer or Uint8Array. Received type string ('x')
// expect: RangeError ERR_OUT_OF_RANGE: The value of "targetStart" is out of range. It must be >= 0 && <= 9007199254740991. Received -1
// expect: RangeError ERR_OUT_OF_RANGE: The value of "targetEnd" is out of range. It must be >= 0 && <= 2. Received 9
// expect: TypeError ERR_INVALID_ARG_TYPE: The "buf1" argument must be an instance of Buffer or Uint8Array. Received type number (1)
// expect: TypeError ERR_INVALID_ARG_TYPE: The "list" argument must be an instance of Array. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE: The "list[0]" argument must be an instance of Buffer or Uint8Array. Received type number (1)
// expect: RangeError ERR_OUT_OF_RANGE: The value of "size" is out of range. It must be >= 0 && <= 9007199254740991. Received -1
// expect: TypeError ERR_INVALID_ARG_TYPE: The "size" argument must be of type number. Received type string ('1')
// expect: RangeError ERR_OUT_OF_RANGE: The value of "size" is out of range. It must be >= 0 && <= 9007199254740991. Received 9_007_199_254_740_992
// expect: TypeError ERR_INVALID_ARG_TYPE: The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE: The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object. Received an instance of Object
// expect: TypeError ERR_INVALID_ARG_TYPE: The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object. Received null
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: "offset" is outside of buffer bounds
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: "length" is outside of buffer bounds
// expect: TypeError ERR_INVALID_ARG_TYPE: The "string" argument must be of type string or an instance of Buffer or ArrayBuffer. Received type number (5)
