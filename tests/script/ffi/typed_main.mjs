// tarn-only: tarn:ffi. Typed arrays and ArrayBuffers pass their own memory to C
// (memset fills a Uint8Array, qsort sorts an Int32Array in place, C writes
// through a subarray's offset, strlen reads a Uint8Array).
import { dlopen, callback, readCString } from 'tarn:ffi';

const libc = dlopen(null);
const memset = libc.func('memset', 'pointer', ['pointer', 'i32', 'u64']);
const qsort = libc.func('qsort', 'void', ['pointer', 'u64', 'u64', 'pointer']);
const strlen = libc.func('strlen', 'u64', ['pointer']);
const memcpy = libc.func('memcpy', 'pointer', ['pointer', 'pointer', 'u64']);

const u8 = new Uint8Array(5);
memset(u8, 0xab, u8.length);
console.log(u8); // expect: Uint8Array(5) [ 171, 171, 171, 171, 171 ]

const whole = new Uint8Array(8);
memset(whole.subarray(2, 5), 7, 3); // the view's offset is applied
console.log(whole.join(' ')); // expect: 0 0 7 7 7 0 0 0

const ints = Int32Array.of(42, -7, 19, 0, 3, 88, -100, 5);
const cmp = callback('i32', ['pointer', 'pointer'], (a, b) => a.read('i32') - b.read('i32'));
qsort(ints, ints.length, Int32Array.BYTES_PER_ELEMENT, cmp);
cmp.close();
console.log(ints.join(' ')); // expect: -100 -7 0 3 5 19 42 88

const f64 = new Float64Array([3.5, -1.25, 2]);
const byDouble = callback('i32', ['pointer', 'pointer'], (a, b) => Math.sign(a.read('double') - b.read('double')));
qsort(f64, f64.length, 8, byDouble);
byDouble.close();
console.log(f64); // expect: Float64Array(3) [ -1.25, 2, 3.5 ]

const buf = new ArrayBuffer(6);
memcpy(buf, new Uint8Array([104, 105, 33, 0, 120, 0]), 6);
console.log(strlen(buf), readCString(buf), readCString(buf, 4)); // expect: 3 hi! x
const dv = new DataView(buf);
memset(dv, 65, 2);
console.log(readCString(new Uint8Array(buf))); // expect: AA!

const ret = memset(new Uint16Array(2), 1, 4); // the result is a plain pointer
console.log(typeof ret, ret.isNull()); // expect: object false

// a SharedArrayBuffer passes its shared bytes, as an ArrayBuffer does
const shared = new SharedArrayBuffer(4);
memset(shared, 5, 4);
console.log(new Uint8Array(shared).join(' ')); // expect: 5 5 5 5
