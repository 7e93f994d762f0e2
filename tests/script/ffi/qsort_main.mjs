// tarn-only: tarn:ffi. Runs examples/ffi_qsort.mjs; the orders were checked
// against the same qsort calls in C.
import '../../../examples/ffi_qsort.mjs';
// expect: -100 -7 0 3 5 19 42 88
// expect: true
// expect: apple banana fig pear
