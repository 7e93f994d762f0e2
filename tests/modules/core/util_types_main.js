// util/types (and node:util/types) is util.types
const types = require('util/types');
console.log(types === require('util').types, types === require('node:util/types'));
console.log(types.isDate(new Date()), types.isRegExp(/x/), types.isPromise(Promise.resolve()), types.isMap(new Map()));
console.log(types.isUint8Array(Buffer.alloc(1)), types.isAnyArrayBuffer(new ArrayBuffer(1)), types.isBoxedPrimitive(Object(1)));
// expect: true true
// expect: true true true true
// expect: true true true
