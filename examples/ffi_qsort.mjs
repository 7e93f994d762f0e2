// examples/ffi_qsort.mjs — sort C ints with libc's qsort and a JS comparator
// (a libffi closure), then sort C strings (docs/ffi.md).
// Run: ./build/tarn examples/ffi_qsort.mjs
import { dlopen, alloc, callback } from 'tarn:ffi';

const libc = dlopen(null); // the process itself: libc is already loaded
const qsort = libc.func('qsort', 'void', ['pointer', 'u64', 'u64', 'pointer']);
const strcmp = libc.func('strcmp', 'i32', ['pointer', 'pointer']);

const nums = [42, -7, 19, 0, 3, 88, -100, 5];
const arr = alloc(4 * nums.length);
nums.forEach((v, i) => arr.write('i32', 4 * i, v));
let calls = 0;
const byValue = callback('i32', ['pointer', 'pointer'], (a, b) => {
    calls++;
    return a.read('i32') - b.read('i32');
});
qsort(arr, nums.length, 4, byValue);
const sorted = nums.map((_, i) => arr.read('i32', 4 * i));
console.log(sorted.join(' '));
console.log(calls > 0);

// an array of char* pointing into one buffer of strings
const words = ['pear', 'apple', 'fig', 'banana'];
const text = alloc(64), ptrs = alloc(8 * words.length);
let off = 0;
words.forEach((w, i) => {
    ptrs.write('pointer', 8 * i, text.pointer(off));
    off += text.writeCString(w, off) + 1;
});
const byString = callback('i32', ['pointer', 'pointer'], (a, b) => strcmp(a.read('pointer'), b.read('pointer')));
qsort(ptrs, words.length, 8, byString);
console.log(words.map((_, i) => ptrs.read('cstring', 8 * i)).join(' '));
byValue.close();
byString.close();
