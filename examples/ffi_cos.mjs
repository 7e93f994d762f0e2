// examples/ffi_cos.mjs — call cos() from libm through tarn:ffi (docs/ffi.md).
// Run: ./build/tarn examples/ffi_cos.mjs
import { dlopen } from 'tarn:ffi';

const libm = dlopen('libm.so.6');
const cos = libm.func('cos', 'double', ['double']);
const cosf = libm.func('cosf', 'float', ['float']);

console.log(cos(0));
console.log(cos(Math.PI));
console.log(cos(1));
console.log(cos(1) === Math.cos(1));
console.log(cosf(0.5));
