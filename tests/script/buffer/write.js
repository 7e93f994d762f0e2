// toString ranges, buf.write in each encoding and their errors,
// stringLength, isUtf8/isAscii/isLatin1.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name} ${e.code}: ${e.message}`); } };
const bytes = Buffer.from([0xe2, 0x82, 0xac, 0x61, 0xff, 0x80, 0x7f]);
const abc = Buffer.from('abc');
console.log(abc.toString(undefined, -1, 99), abc.toString('utf8', 1.5, 2.5), abc.toString('utf8', 2, 1), abc.toString('utf8', 5), abc.toString('utf8', 0, -1), abc.toString('utf8', '1'), abc.toString('hex', null, 2));
console.log(Buffer.from('x', 5), Buffer.from('x', null), Buffer.from('x', ''), abc.toLocaleString('hex'));
const w = Buffer.alloc(6);
console.log(w.write('a€b', 1), w.toString('hex'), w.write('€€', 0, 4), w.toString('hex'), w.write('zz', 'latin1'), w.write('abcd', 2, 'hex'), w.toString('hex'));
console.log(w.write('YWJj', 3, 'base64'), w.toString('hex'), w.write('ab', 5, 'ucs2'), w.write('ab', 4, 'ucs2'), w.toString('hex'), w.write('abcdefgh'), w.toString(), w.write('q', 1, 0));
console.log(w.write('xyz', 1, 1, 'ascii'), w.toString(), w.asciiWrite('ok', 4), w.utf8Write('!'), w.latin1Slice(0, 3), w.hexSlice(1, 2), w.toString('latin1'));
t(() => Buffer.from('x', 'nope'));
t(() => abc.toString('nope'));
t(() => abc.toString(5));
t(() => abc.toString(null));
t(() => abc.toString(''));
t(() => abc.write('a', 'bogus'));
t(() => abc.write(5));
t(() => abc.write('a', 9));
t(() => abc.write('a', 0, 9));
t(() => abc.write('a', -1));
t(() => abc.write('a', 1.5));
t(() => abc.hexWrite('ab', 9));
console.log(Buffer.stringLength(bytes), Buffer.stringLength(bytes, 'latin1'), Buffer.stringLength(bytes, 'hex'), Buffer.stringLength(bytes, 'base64'), Buffer.stringLength(bytes, 'base64url'), Buffer.stringLength(bytes, 'ucs2'));
const buffer = require('buffer');
console.log(buffer.isUtf8(Buffer.from([0xc3, 0xa9])), buffer.isUtf8(Buffer.from([0xc3])), buffer.isUtf8(new ArrayBuffer(2)), buffer.isAscii(Buffer.from('abc')), buffer.isAscii(Buffer.from('é')), buffer.isLatin1('é'), buffer.isLatin1('€'));
t(() => buffer.isUtf8(5));
t(() => buffer.isLatin1(Buffer.alloc(1)));
// expect: abc b    bc 6162
// expect: <Buffer 78> <Buffer 78> <Buffer 78> 616263
// expect: 5 0061e282ac62 3 e282ac82ac62 2 2 7a7aabcdac62
// expect: 3 7a7aab616263 0 2 7a7aab616100 6 abcdef 0
// expect: 1 axcdef 2 1 !xc 78 !xcdok
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: nope
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: nope
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: 5
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: null
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: 
// expect: TypeError ERR_UNKNOWN_ENCODING: Unknown encoding: bogus
// expect: TypeError ERR_INVALID_ARG_TYPE: argument must be a string
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 && <= 3. Received 9
// expect: RangeError ERR_OUT_OF_RANGE: The value of "length" is out of range. It must be >= 0 && <= 3. Received 9
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 && <= 3. Received -1
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be an integer. Received 1.5
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: "offset" is outside of buffer bounds
// expect: 5 7 14 12 10 3
// expect: true false true true false true false
// expect: TypeError ERR_INVALID_ARG_TYPE: The "input" argument must be an instance of ArrayBuffer, Buffer, or TypedArray. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE: The "input" argument must be of type string. Received an instance of Buffer
