// tarn-only: buffers are fixed-length; a resizable ArrayBuffer is rejected by name
console.log(new ArrayBuffer(4, {}).byteLength); // expect: 4
new ArrayBuffer(4, { maxByteLength: 8 }); // expect runtime error: TypeError: resizable ArrayBuffer (the maxByteLength option) is not supported by tarn
