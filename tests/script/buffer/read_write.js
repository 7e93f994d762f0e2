// Buffer's integer and float readers and writers, node's range and type
// errors (message text and code).
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name} ${e.code}: ${e.message}`); } };
const b = Buffer.from([0x01, 0x82, 0x83, 0xf4, 0x05, 0x86, 0x07, 0xf8, 0x09]);
console.log(b.readUInt8(1), b.readInt8(1), b.readUInt16LE(1), b.readUInt16BE(1), b.readInt16LE(1), b.readInt16BE(1));
console.log(b.readUInt32LE(0), b.readUInt32BE(0), b.readInt32LE(0), b.readInt32BE(3), b.readUint32LE(1), b.readUint16BE(0), b.readUint8(8));
for (let n = 1; n <= 6; n++) console.log(n, b.readUIntLE(1, n), b.readUIntBE(1, n), b.readIntLE(1, n), b.readIntBE(1, n), b.readUintLE(0, n), b.readUintBE(0, n));
console.log(b.readBigUInt64LE(0), b.readBigUInt64BE(1), b.readBigInt64LE(1), b.readBigInt64BE(1), b.readBigUint64LE(0), b.readBigUint64BE(0));
const f = Buffer.from([0, 0, 0x80, 0x3f, 0x40, 0x09, 0x21, 0xfb, 0x54, 0x44, 0x2d, 0x18]);
console.log(f.readFloatLE(0), f.readFloatBE(0), f.readDoubleBE(4), f.readDoubleLE(4), f.readFloatBE(4));
const w = Buffer.alloc(12);
console.log(w.writeUInt8(255), w.writeInt8(-1, 1), w.writeUInt16LE(0x1234, 2), w.writeUInt16BE(0x1234, 4), w.writeInt16LE(-2, 6), w.writeInt16BE(-2, 8), w);
console.log(w.writeUInt32LE(0xdeadbeef), w.writeUInt32BE(0xdeadbeef, 4), w.writeInt32LE(-2, 8), w);
console.log(w.writeInt32BE(-0x80000000), w.writeUint32LE(7, 4), w.writeUint16LE(1, 8), w.writeUint16BE(1, 10), w.writeUint8(9, 0), w);
for (let n = 1; n <= 6; n++) {
  const x = Buffer.alloc(6);
  console.log(n, x.writeUIntLE(2 ** (8 * n) - 3, 0, n), x.toString('hex'), x.writeUIntBE(2 ** (8 * n) - 3, 0, n), x.toString('hex'),
    x.writeIntLE(-(2 ** (8 * n - 1)), 0, n), x.toString('hex'), x.writeIntBE(-3, 0, n), x.toString('hex'), x.readIntBE(0, n));
}
const g = Buffer.alloc(8);
console.log(g.writeBigInt64LE(-2n), g.toString('hex'), g.writeBigInt64BE(-2n), g.toString('hex'), g.writeBigUInt64LE(2n ** 64n - 2n), g.toString('hex'), g.writeBigUInt64BE(0x0102030405060708n), g.toString('hex'), g.readBigInt64BE(), g.writeBigUint64LE(1n), g.writeBigUint64BE(1n));
const d = Buffer.alloc(8);
console.log(d.writeFloatLE(1.5), d.toString('hex'), d.writeFloatBE(-0.1, 4), d.toString('hex'), d.writeDoubleLE(Math.PI), d.toString('hex'), d.writeDoubleBE(-Infinity), d.toString('hex'), d.readDoubleBE(0), d.writeFloatLE('2.5'), d.readFloatLE(), d.writeDoubleLE(NaN), d.readDoubleLE());
console.log(w.writeUInt8(1.7, 0), w[0], w.writeUInt8('x', 0), w[0], w.writeUInt16LE(NaN, 0), w[0], w.writeUInt32BE(4294967295.5 - 0.5, 0), w.readUInt32BE(0));
const e = Buffer.alloc(4);
t(() => e.readUInt8(4));
t(() => e.readUInt16LE(3));
t(() => e.readUInt32LE('1'));
t(() => e.readUInt32LE(1.5));
t(() => e.readUInt32LE(NaN));
t(() => e.readUInt32LE(-1));
t(() => e.readUInt8(2 ** 33));
t(() => e.readUInt8(1n));
t(() => Buffer.alloc(1).readUInt32LE(0));
t(() => e.readBigInt64LE(0));
t(() => e.readIntLE(0, 7));
t(() => e.readIntLE(0));
t(() => e.readUIntBE(0, 1.5));
t(() => e.readIntLE(undefined, 2));
t(() => e.readFloatLE(1));
t(() => e.readDoubleBE());
t(() => e.writeUInt8(256));
t(() => e.writeInt8(-129));
t(() => e.writeUInt8(1, 4));
t(() => e.writeUInt32LE(2 ** 32));
t(() => e.writeUInt32LE(5e9));
t(() => e.writeInt32LE(-(2 ** 31) - 1));
t(() => e.writeInt16BE(40000));
t(() => e.writeUInt16LE(1, 3));
t(() => e.writeUInt32LE(-1, 2 ** 40));
t(() => e.writeUInt16LE(1, '0'));
t(() => Buffer.alloc(8).writeUIntLE(2 ** 48, 0, 6));
t(() => Buffer.alloc(8).writeIntLE(2 ** 47, 0, 6));
t(() => Buffer.alloc(8).writeIntBE(-(2 ** 39) - 1, 0, 5));
t(() => Buffer.alloc(8).writeUIntBE(1, 0, 0));
t(() => Buffer.alloc(8).writeBigInt64LE(2n ** 63n));
t(() => Buffer.alloc(8).writeBigInt64BE(-(2n ** 63n) - 1n));
t(() => Buffer.alloc(8).writeBigUInt64LE(-1n));
t(() => Buffer.alloc(8).writeBigUInt64LE(1));
t(() => Buffer.alloc(8).writeBigUInt64LE(2n ** 64n));
t(() => Buffer.alloc(8).writeBigUInt64LE(1n, 1));
t(() => e.writeBigInt64LE(1n, 0));
t(() => e.writeDoubleLE(1, 0));
t(() => e.writeFloatLE(1, 1));
t(() => e.writeFloatBE(1, 0.5));
try { e.readUInt16BE(3); } catch (err) { console.log(err instanceof RangeError, Object.keys(err), err.code); }
// expect: 130 -126 33666 33411 -31870 -32125
// expect: 4102259201 25330676 -192708095 -200964601 99910530 386 9
// expect: 1 130 130 -126 -126 1 1
// expect: 2 33666 33411 -31870 -32125 33281 386
// expect: 3 16024450 8553460 -752766 -8223756 8618497 98947
// expect: 4 99910530 2189685765 99910530 -2105281531 4102259201 25330676
// expect: 5 575625528194 560559555974 -523886099582 -538952071802 25577095681 6484653061
// expect: 6 8272206922626 143503246329351 8272206922626 -137971730381305 147360135217665 1660071183750
// expect: 17872401006378320385n 9404628751440410633n 718332412772516738n -9042115322269140983n 17872401006378320385n 108794425098242040n
// expect: 1 4.600602988224807e-41 3.141592653589793 3.207375630676366e-192 2.1426990032196045
// expect: 1 2 4 6 8 10 <Buffer ff ff 34 12 12 34 fe ff ff fe 00 00>
// expect: 4 8 12 <Buffer ef be ad de de ad be ef fe ff ff ff>
// expect: 4 8 10 12 1 <Buffer 09 00 00 00 07 00 00 00 01 00 00 01>
// expect: 1 1 fd0000000000 1 fd0000000000 1 800000000000 1 fd0000000000 -3
// expect: 2 2 fdff00000000 2 fffd00000000 2 008000000000 2 fffd00000000 -3
// expect: 3 3 fdffff000000 3 fffffd000000 3 000080000000 3 fffffd000000 -3
// expect: 4 4 fdffffff0000 4 fffffffd0000 4 000000800000 4 fffffffd0000 -3
// expect: 5 5 fdffffffff00 5 fffffffffd00 5 000000008000 5 fffffffffd00 -3
// expect: 6 6 fdffffffffff 6 fffffffffffd 6 000000000080 6 fffffffffffd -3
// expect: 8 feffffffffffffff 8 fffffffffffffffe 8 feffffffffffffff 8 0102030405060708 72623859790382856n 8 8
// expect: 4 0000c03f00000000 8 0000c03fbdcccccd 8 182d4454fb210940 8 fff0000000000000 -Infinity 4 2.5 8 NaN
// expect: 1 1 1 0 2 0 4 4294967295
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 3. Received 4
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 2. Received 3
// expect: TypeError ERR_INVALID_ARG_TYPE: The "offset" argument must be of type number. Received type string ('1')
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be an integer. Received 1.5
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be an integer. Received NaN
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 0. Received -1
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 3. Received 8_589_934_592
// expect: TypeError ERR_INVALID_ARG_TYPE: The "offset" argument must be of type number. Received type bigint (1n)
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: Attempt to access memory outside buffer bounds
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: Attempt to access memory outside buffer bounds
// expect: RangeError ERR_OUT_OF_RANGE: The value of "byteLength" is out of range. It must be >= 1 and <= 6. Received 7
// expect: TypeError ERR_INVALID_ARG_TYPE: The "byteLength" argument must be of type number. Received undefined
// expect: RangeError ERR_OUT_OF_RANGE: The value of "byteLength" is out of range. It must be an integer. Received 1.5
// expect: TypeError ERR_INVALID_ARG_TYPE: The "offset" argument must be of type number. Received undefined
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 0. Received 1
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: Attempt to access memory outside buffer bounds
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= 0 and <= 255. Received 256
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= -128 and <= 127. Received -129
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 3. Received 4
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= 0 and <= 4294967295. Received 4294967296
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= 0 and <= 4294967295. Received 5_000_000_000
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= -2147483648 and <= 2147483647. Received -2147483649
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= -32768 and <= 32767. Received 40000
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 2. Received 3
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= 0 and <= 4294967295. Received -1
// expect: TypeError ERR_INVALID_ARG_TYPE: The "offset" argument must be of type number. Received type string ('0')
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= 0 and < 2 ** 48. Received 281_474_976_710_656
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= -(2 ** 47) and < 2 ** 47. Received 140_737_488_355_328
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= -(2 ** 39) and < 2 ** 39. Received -549_755_813_889
// expect: RangeError ERR_OUT_OF_RANGE: The value of "byteLength" is out of range. It must be >= 1 and <= 6. Received 0
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= -(2n ** 63n) and < 2n ** 63n. Received 9_223_372_036_854_775_808n
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= -(2n ** 63n) and < 2n ** 63n. Received -9_223_372_036_854_775_809n
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= 0n and < 2n ** 64n. Received -1n
// expect: TypeError undefined: Cannot mix BigInt and other types, use explicit conversions
// expect: RangeError ERR_OUT_OF_RANGE: The value of "value" is out of range. It must be >= 0n and < 2n ** 64n. Received 18_446_744_073_709_551_616n
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 0. Received 1
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: Attempt to access memory outside buffer bounds
// expect: RangeError ERR_BUFFER_OUT_OF_BOUNDS: Attempt to access memory outside buffer bounds
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be >= 0 and <= 0. Received 1
// expect: RangeError ERR_OUT_OF_RANGE: The value of "offset" is out of range. It must be an integer. Received 0.5
// expect: true [ 'code' ] ERR_OUT_OF_RANGE
