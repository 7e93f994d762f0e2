// node:buffer's Buffer: a Uint8Array subclass; from/alloc/concat/compare,
// encodings both ways, inspect output, sharing views.
const buffer = require('buffer');
const b = Buffer.from('hello');
console.log(b, b.length, b instanceof Uint8Array, Object.getPrototypeOf(Buffer.prototype) === Uint8Array.prototype);
console.log(buffer.Buffer === Buffer, require('node:buffer') === buffer, Buffer.name, Buffer.length, Object.getPrototypeOf(Buffer) === Uint8Array);
// tarn has no transcode, File or resolveObjectURL (docs/modules.md), and its Blob comes earlier in the key order
console.log(Object.keys(buffer).filter((k) => !['transcode', 'Blob', 'File', 'resolveObjectURL'].includes(k)).join());
console.log(Object.getOwnPropertyNames(Buffer).join());
console.log(Object.keys(Buffer.prototype).join());
console.log(buffer.kMaxLength, buffer.kStringMaxLength, buffer.constants, buffer.INSPECT_MAX_BYTES, Buffer.poolSize, buffer.atob === atob);
console.log(Buffer.alloc(60));
console.log(Buffer.alloc(51, 1), Buffer.alloc(0), [Buffer.from('ab')], { x: Buffer.alloc(2) });
const c = Buffer.from('xy'); c.foo = 1; c[Symbol('s')] = 2; console.log(c);
const e = Buffer.alloc(0); e.bar = 'z'; console.log(e);
console.log(require('util').inspect(Buffer.from('abc')), `${Buffer.from('abc')}`, String(Buffer.from([0xe2, 0x82, 0xac])));
buffer.INSPECT_MAX_BYTES = 2; console.log(Buffer.from('abcd'), Buffer.from('abc')); buffer.INSPECT_MAX_BYTES = 50;
class MyBuf extends Buffer {}
console.log(Buffer.from('hi').toJSON(), JSON.stringify(Buffer.from('hi')), JSON.stringify({ b: Buffer.alloc(0) }));
// expect: <Buffer 68 65 6c 6c 6f> 5 true true
// expect: true true Buffer 3 true
// expect: Buffer,isUtf8,isAscii,isLatin1,kMaxLength,kStringMaxLength,btoa,atob,constants,INSPECT_MAX_BYTES
// expect: length,name,prototype,poolSize,from,copyBytesFrom,of,alloc,allocUnsafe,allocUnsafeSlow,isBuffer,compare,isEncoding,concat,byteLength,stringLength
// expect: readBigUInt64LE,readBigUInt64BE,readBigUint64LE,readBigUint64BE,readBigInt64LE,readBigInt64BE,writeBigUInt64LE,writeBigUInt64BE,writeBigUint64LE,writeBigUint64BE,writeBigInt64LE,writeBigInt64BE,readUIntLE,readUInt32LE,readUInt16LE,readUInt8,readUIntBE,readUInt32BE,readUInt16BE,readUintLE,readUint32LE,readUint16LE,readUint8,readUintBE,readUint32BE,readUint16BE,readIntLE,readInt32LE,readInt16LE,readInt8,readIntBE,readInt32BE,readInt16BE,writeUIntLE,writeUInt32LE,writeUInt16LE,writeUInt8,writeUIntBE,writeUInt32BE,writeUInt16BE,writeUintLE,writeUint32LE,writeUint16LE,writeUint8,writeUintBE,writeUint32BE,writeUint16BE,writeIntLE,writeInt32LE,writeInt16LE,writeInt8,writeIntBE,writeInt32BE,writeInt16BE,readFloatLE,readFloatBE,readDoubleLE,readDoubleBE,writeFloatLE,writeFloatBE,writeDoubleLE,writeDoubleBE,asciiSlice,base64Slice,base64urlSlice,latin1Slice,hexSlice,ucs2Slice,utf8Slice,asciiWrite,base64Write,base64urlWrite,latin1Write,hexWrite,ucs2Write,utf8Write,parent,offset,copy,toString,equals,inspect,compare,indexOf,lastIndexOf,includes,fill,write,toJSON,subarray,slice,swap16,swap32,swap64,toLocaleString
// expect: 9007199254740991 536870888 { MAX_LENGTH: 9007199254740991, MAX_STRING_LENGTH: 536870888 } 50 65536 true
// expect: <Buffer 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ... 10 more bytes>
// expect: <Buffer 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 ... 1 more byte> <Buffer > [ <Buffer 61 62> ] { x: <Buffer 00 00> }
// expect: <Buffer 78 79, foo: 1, Symbol(s): 2>
// expect: <Buffer bar: 'z'>
// expect: <Buffer 61 62 63> abc €
// expect: <Buffer 61 62 ... 2 more bytes> <Buffer 61 62 ... 1 more byte>
// expect: { type: 'Buffer', data: [ 104, 105 ] } {"type":"Buffer","data":[104,105]} {"b":{"type":"Buffer","data":[]}}
