// DataView's BigInt accessors: both byte orders, wrapping, errors.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const dv = new DataView(new ArrayBuffer(16));
dv.setBigInt64(0, -2n);
dv.setBigUint64(8, 0x0102030405060708n, true);
console.log(dv.getBigInt64(0), dv.getBigUint64(0), dv.getBigInt64(0, true), dv.getBigUint64(8, true), dv.getBigUint64(8));
console.log(dv.getUint8(0), dv.getUint8(7), dv.getUint8(8), dv.getUint8(15));
dv.setBigInt64(0, 2n ** 64n + 5n);
console.log(dv.getBigInt64(0), dv.getBigInt64(1));
dv.setBigUint64(0, -(2n ** 63n));
console.log(dv.getBigInt64(0), dv.getBigUint64(0));
dv.setBigInt64(4, { valueOf() { return 7n; } });
console.log(dv.getBigInt64(4), dv.getBigInt64(4, undefined), dv.getInt32(8));
t(() => dv.setBigInt64(0, 1));
t(() => dv.setBigInt64(0, '0x10') ?? dv.getBigInt64(0));
t(() => dv.getBigInt64(9));
t(() => dv.setBigUint64(-1, 1n));
t(() => [DataView.prototype.getBigInt64.length, DataView.prototype.setBigUint64.length]);
// expect: -2n 18446744073709551614n -72057594037927937n 72623859790382856n 578437695752307201n
// expect: 255 254 8 1
// expect: 5n 1288n
// expect: -9223372036854775808n 9223372036854775808n
// expect: 7n 7n 7
// expect: TypeError: Cannot convert 1 to a BigInt
// expect: 16n
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: [ 1, 2 ]
