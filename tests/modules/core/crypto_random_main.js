// node:crypto's random values (checked by their shape, not their value),
// timingSafeEqual, and their argument errors with node's codes.
const crypto = require('crypto');
function t(f) {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message));
  }
}
console.log(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID()));
console.log(crypto.randomUUID({ disableEntropyCache: true }).length);
let inRange = true;
for (let i = 0; i < 50; i++) {
  const a = crypto.randomInt(3), b = crypto.randomInt(-5, -2), c = crypto.randomInt(2 ** 40, 2 ** 40 + 3);
  inRange = inRange && a >= 0 && a < 3 && b >= -5 && b < -2 && c >= 2 ** 40 && c < 2 ** 40 + 3 && Number.isInteger(a);
}
console.log(inRange);
crypto.randomInt(10, (err, n) => console.log('randomInt callback', err, n >= 0 && n < 10));
const u = crypto.getRandomValues(new Uint32Array(4));
console.log(u instanceof Uint32Array, u.length);
t(() => crypto.getRandomValues(new Float32Array(1)));
t(() => crypto.randomBytes(-1));
t(() => crypto.randomBytes('x'));
t(() => crypto.randomBytes(1, 5));
t(() => crypto.randomInt(10, 5));
t(() => crypto.randomInt(1.5));
t(() => crypto.randomInt(0, 1.5));
t(() => crypto.randomInt(2 ** 48));
t(() => crypto.randomInt(-1, 2 ** 48));
t(() => crypto.randomUUID(5));
console.log(crypto.timingSafeEqual(new Uint8Array([1, 2]), new Uint16Array([0x201])));
console.log(crypto.timingSafeEqual(new Uint8Array([1, 2]).buffer, new Uint8Array([1, 3])));
t(() => crypto.timingSafeEqual(new Uint8Array(2), new Uint8Array(3)));
t(() => crypto.timingSafeEqual('a', 'a'));
t(() => crypto.timingSafeEqual(new Uint8Array(1), 'a'));
// expect: true
// expect: 36
// expect: true
// expect: true 4
// expect: TypeMismatchError 17 "The data argument must be an integer-type TypedArray"
// expect: RangeError ERR_OUT_OF_RANGE "The value of \"size\" is out of range. It must be >= 0 && <= 2147483647. Received -1"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"size\" argument must be of type number. Received type string ('x')"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"callback\" argument must be of type function. Received type number (5)"
// expect: RangeError ERR_OUT_OF_RANGE "The value of \"max\" is out of range. It must be greater than the value of \"min\" (10). Received 5"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"max\" argument must be a safe integer. Received type number (1.5)"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"max\" argument must be a safe integer. Received type number (1.5)"
// expect: RangeError ERR_OUT_OF_RANGE "The value of \"max\" is out of range. It must be <= 281474976710655. Received 281_474_976_710_656"
// expect: RangeError ERR_OUT_OF_RANGE "The value of \"max - min\" is out of range. It must be <= 281474976710655. Received 281_474_976_710_657"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"options\" argument must be of type object. Received type number (5)"
// expect: true
// expect: false
// expect: RangeError ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH "Input buffers must have the same byte length"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"buf1\" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView."
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"buf2\" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView."
// expect: randomInt callback undefined true
