// examples/ffi_typed.mjs — typed arrays pass their own memory to C: memset
// fills a Uint8Array and libc's qsort sorts an Int32Array in place with a JS
// comparator (docs/ffi.md, "Typed arrays and ArrayBuffers").
// Run: ./build/tarn examples/ffi_typed.mjs
import { dlopen, callback } from 'tarn:ffi';

const libc = dlopen(null); // the process itself: libc is already loaded
const memset = libc.func('memset', 'pointer', ['pointer', 'i32', 'u64']);
const qsort = libc.func('qsort', 'void', ['pointer', 'u64', 'u64', 'pointer']);

const bytes = new Uint8Array(6);
memset(bytes.subarray(1, 5), 0x2a, 4); // a view's byteOffset is applied
console.log(bytes);

const ints = Int32Array.of(42, -7, 19, 0, 3, 88, -100, 5);
const cmp = callback('i32', ['pointer', 'pointer'], (a, b) => a.read('i32') - b.read('i32'));
qsort(ints, ints.length, Int32Array.BYTES_PER_ELEMENT, cmp);
cmp.close();
console.log(ints.join(' '));
