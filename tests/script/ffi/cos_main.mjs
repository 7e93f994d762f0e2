// tarn-only: tarn:ffi (node has no FFI). Runs examples/ffi_cos.mjs; the
// expected values were checked against a C program printing cos()/cosf().
import '../../../examples/ffi_cos.mjs';
// expect: 1
// expect: -1
// expect: 0.5403023058681398
// expect: true
// expect: 0.8775825500488281
