// Atomics on the integer typed arrays (over SharedArrayBuffer and
// ArrayBuffer), their conversions and results, and the spec's errors.
const s = new SharedArrayBuffer(16);
const u = new Int32Array(s);
console.log(Atomics, Object.prototype.toString.call(Atomics));
console.log(Atomics.add(u, 0, 5), Atomics.add(u, 0, 2), Atomics.load(u, 0));
console.log(Atomics.sub(u, 0, 10), Atomics.and(u, 0, 6), Atomics.or(u, 0, 9), Atomics.xor(u, 0, 3), u[0]);
console.log(Atomics.exchange(u, 0, 11), Atomics.compareExchange(u, 0, 7, 1), Atomics.compareExchange(u, 0, 11, 1), u[0]);
console.log(Atomics.store(u, 1, 3.7), Atomics.store(u, 1, -0), Atomics.store(u, 1, '12'), u[1], Atomics.add(u, '1', 1));
console.log(Atomics.xor(new Int8Array(4), 0, 255), Atomics.sub(new Uint16Array(4), 0, 1), Atomics.load(new Uint32Array([4294967295]), 0));
console.log(Atomics.store(new Int8Array(4), 0, 1000), Atomics.compareExchange(new Int8Array([-1]), 0, 255, 3));
const a8 = new Uint8Array(4);
console.log(Atomics.add(a8, 0, 300), a8[0], Atomics.sub(a8, 1, 1), a8[1]);
const b = new BigInt64Array(s);
console.log(Atomics.add(b, 1, 5n), Atomics.load(b, 1), Atomics.store(b, 1, -1n), Atomics.exchange(new BigUint64Array(s), 1, 3n));
console.log(Atomics.store(new BigUint64Array(1), 0, 2n ** 65n + 3n), Atomics.sub(new BigUint64Array(1), 0, 1n));
console.log(Atomics.compareExchange(b, 1, 3n, -5n), b[1], Atomics.and(b, 1, 0xffn), Atomics.or(b, 1, 256n), b[1]);
console.log([1, 2, 3, 4, 8, 16].map((n) => Atomics.isLockFree(n)), Atomics.isLockFree('4'));
console.log(Atomics.pause(), Atomics.pause(3), Atomics.pause(-0));
console.log(Atomics.wait(u, 2, 1), Atomics.wait(u, 2, 0, 0), Atomics.wait(u, 2, 0, 5));
console.log(Atomics.notify(u, 2), Atomics.notify(u, 2, 0), Atomics.notify(new Int32Array(4), 0), Atomics.notify(b, 0, -3));
const ab = new ArrayBuffer(8), detached = new Int32Array(ab);
ab.transfer();
for (const f of [() => Atomics.add(new Float64Array(2), 0, 1), () => Atomics.load(new Uint8ClampedArray(4), 0),
                 () => Atomics.load(new Float16Array(4), 0), () => Atomics.add({}, 0, 1), () => Atomics.load([1], 0),
                 () => Atomics.add(u, 10, 1), () => Atomics.load(u, -1), () => Atomics.load(u, 4),
                 () => Atomics.load(detached, 0), () => Atomics.store(new Int8Array(4), 0, Symbol()),
                 () => Atomics.store(new BigInt64Array(2), 0, 1), () => Atomics.add(u, 0, 1n),
                 () => Atomics.wait(new Int32Array(4), 0, 0), () => Atomics.wait(new Int16Array(s), 0, 0),
                 () => Atomics.notify(new Int16Array(s), 0, 0), () => Atomics.notify(u, 9, 0),
                 () => Atomics.pause(1.5), () => Atomics.pause('1')]) {
  try { console.log(f()); } catch (e) { console.log(e.constructor.name, e.message); }
}
// the index is converted before the value
const order = [];
Atomics.store(u, { valueOf() { order.push('index'); return 0; } }, { valueOf() { order.push('value'); return 1; } });
console.log(order);
// expect: Object [Atomics] {} [object Atomics]
// expect: 0 5 7
// expect: 7 -3 4 13 14
// expect: 14 11 11 1
// expect: 3 0 12 12 12
// expect: 0 0 4294967295
// expect: 1000 -1
// expect: 0 44 0 255
// expect: 0n 5n -1n 18446744073709551615n
// expect: 36893488147419103235n 0n
// expect: 3n -5n -5n 251n 507n
// expect: [ true, true, false, true, true, false ] true
// expect: undefined undefined undefined
// expect: not-equal not-equal not-equal
// expect: 0 0 0 0
// expect: TypeError [object Float64Array] is not an integer typed array.
// expect: TypeError [object Uint8ClampedArray] is not an integer typed array.
// expect: TypeError [object Float16Array] is not an integer typed array.
// expect: TypeError #<Object> is not an integer typed array.
// expect: TypeError [object Array] is not an integer typed array.
// expect: RangeError Invalid atomic access index
// expect: RangeError Invalid atomic access index
// expect: RangeError Invalid atomic access index
// expect: TypeError Cannot perform Atomics.load on a detached or out-of-bounds ArrayBuffer
// expect: TypeError Cannot convert a Symbol value to a number
// expect: TypeError Cannot convert 1 to a BigInt
// expect: TypeError Cannot convert a BigInt value to a number
// expect: TypeError [object Int32Array] is not a shared typed array.
// expect: TypeError [object Int16Array] is not an int32 or BigInt64 typed array.
// expect: TypeError [object Int16Array] is not an int32 or BigInt64 typed array.
// expect: RangeError Invalid atomic access index
// expect: TypeError Atomics.pause argument must be undefined or an integer
// expect: TypeError Atomics.pause argument must be undefined or an integer
// expect: [ 'index', 'value' ]
