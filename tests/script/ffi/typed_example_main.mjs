// tarn-only: tarn:ffi. Runs examples/ffi_typed.mjs.
import '../../../examples/ffi_typed.mjs';
// expect: Uint8Array(6) [ 0, 42, 42, 42, 42, 0 ]
// expect: -100 -7 0 3 5 19 42 88
