// tarn-only: tarn's zlib has no Brotli or Zstd (no libbrotli/libzstd binding) and says so by name
const zlib = require('zlib');
for (const f of [() => zlib.brotliCompressSync('a'), () => zlib.createBrotliDecompress(), () => zlib.zstdCompress('a', () => {})]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:zlib has no brotliCompressSync: tarn is built without its library
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:zlib has no createBrotliDecompress: tarn is built without its library
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:zlib has no zstdCompress: tarn is built without its library
