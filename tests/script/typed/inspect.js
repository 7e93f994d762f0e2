"use strict";
// console.log formatting of ArrayBuffer, typed arrays and DataView, JSON and keys.
const a = new Uint8Array([1,2,3]);
console.log(a.toString(), String(a), `${a}`, Object.prototype.toString.call(a));
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(Uint8Array.prototype)).join());
console.log(Object.getOwnPropertyNames(Uint8Array.prototype).join(), Object.getOwnPropertyNames(Uint8Array).join());
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(Uint8Array)).join());
// immutable, transferToImmutable and sliceToImmutable are beyond node 26 (typed/immutable.js tests them)
console.log(Object.getOwnPropertyNames(ArrayBuffer.prototype).filter((k) => !/mmutable/.test(k)).join(), Object.getOwnPropertyNames(ArrayBuffer).join());
console.log(Object.getOwnPropertyNames(DataView.prototype).join());
console.log(Uint8Array.name, Uint8Array.length, Object.getPrototypeOf(Uint8Array).name, Object.getPrototypeOf(Uint8Array).length);
console.log(new Uint8Array(3), new ArrayBuffer(2), new DataView(new ArrayBuffer(2), 1));
console.log([new Float32Array([1.5, NaN, -0, 1e40])], {a: new Int8Array(2)});
console.log(new Uint8Array(200).buffer);
console.log(JSON.stringify(new Uint8Array([1,2])), Object.keys(new Int16Array(2)));
console.log([[[new Uint8Array(2), new ArrayBuffer(1), new DataView(new ArrayBuffer(1))]]]);
const x = new Uint8Array(3); x.foo = 1; console.log(x, [x]);
const b = new ArrayBuffer(3); b.q = 2; console.log(b);
console.log(new ArrayBuffer(0), new Uint8Array(0), new Float64Array(0));
class M extends Uint8Array {}; console.log(new M(2));
console.log(new Uint8Array(101));
console.log({ d: new DataView(new ArrayBuffer(120)) });
// expect: 1,2,3 1,2,3 1,2,3 [object Uint8Array]
// expect: constructor,buffer,byteLength,byteOffset,length,entries,keys,values,at,copyWithin,every,fill,filter,find,findIndex,findLast,findLastIndex,forEach,includes,indexOf,join,lastIndexOf,map,reverse,reduce,reduceRight,set,slice,some,sort,subarray,toReversed,toSorted,with,toLocaleString,toString
// expect: constructor,BYTES_PER_ELEMENT,toBase64,setFromBase64,toHex,setFromHex length,name,prototype,BYTES_PER_ELEMENT,fromBase64,fromHex
// expect: length,name,prototype,of,from
// expect: constructor,byteLength,slice,maxByteLength,resizable,resize,transfer,transferToFixedLength,detached length,name,prototype,isView
// expect: constructor,buffer,byteLength,byteOffset,getInt8,setInt8,getUint8,setUint8,getInt16,setInt16,getUint16,setUint16,getInt32,setInt32,getUint32,setUint32,getFloat16,setFloat16,getFloat32,setFloat32,getFloat64,setFloat64,getBigInt64,setBigInt64,getBigUint64,setBigUint64
// expect: Uint8Array 3 TypedArray 0
// expect: Uint8Array(3) [ 0, 0, 0 ] ArrayBuffer { [Uint8Contents]: <00 00>, [byteLength]: 2 } DataView {
// expect:   [byteLength]: 1,
// expect:   [byteOffset]: 1,
// expect:   [buffer]: ArrayBuffer { [Uint8Contents]: <00 00>, [byteLength]: 2 }
// expect: }
// expect: [ Float32Array(4) [ 1.5, NaN, -0, Infinity ] ] { a: Int8Array(2) [ 0, 0 ] }
// expect: ArrayBuffer {
// expect:   [Uint8Contents]: <00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ... 100 more bytes>,
// expect:   [byteLength]: 200
// expect: }
// expect: {"0":1,"1":2} [ '0', '1' ]
// expect: [ [ [ [Uint8Array], [ArrayBuffer], [DataView] ] ] ]
// expect: Uint8Array(3) [ 0, 0, 0, foo: 1 ] [ Uint8Array(3) [ 0, 0, 0, foo: 1 ] ]
// expect: ArrayBuffer { [Uint8Contents]: <00 00 00>, [byteLength]: 3, q: 2 }
// expect: ArrayBuffer { [Uint8Contents]: <>, [byteLength]: 0 } Uint8Array(0) [] Float64Array(0) []
// expect: M(2) [Uint8Array] [ 0, 0 ]
// expect: Uint8Array(101) [
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0,
// expect:   ... 1 more item
// expect: ]
// expect: {
// expect:   d: DataView {
// expect:     [byteLength]: 120,
// expect:     [byteOffset]: 0,
// expect:     [buffer]: ArrayBuffer {
// expect:       [Uint8Contents]: <00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ... 20 more bytes>,
// expect:       [byteLength]: 120
// expect:     }
// expect:   }
// expect: }
