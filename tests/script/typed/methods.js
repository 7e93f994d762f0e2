"use strict";
// Typed-array prototype methods (results and conversions as node prints them).
const a = new Int8Array([5, -3, 100, 7]);
const t = [()=>a.join(), ()=>a.join(undefined), ()=>a.join('-'), ()=>a.indexOf(7, -1), ()=>a.lastIndexOf(5, -5), ()=>a.includes(NaN), ()=>new Float32Array([NaN]).includes(NaN), ()=>new Float32Array([NaN]).indexOf(NaN),
()=>a.at(-1), ()=>a.at(9), ()=>a.slice(-2), ()=>a.subarray(1,3), ()=>a.subarray(1,3).byteOffset, ()=>new Int16Array(4).subarray(2).byteOffset,
()=>a.map(x=>x*2), ()=>a.filter(x=>x>0), ()=>a.reduce((p,c)=>p+c), ()=>a.reduceRight((p,c)=>p+','+c, ''), ()=>a.find(x=>x<0), ()=>a.findIndex(x=>x>99), ()=>a.findLast(x=>x>0), ()=>a.findLastIndex(x=>x>200),
()=>a.every(x=>x>-5), ()=>a.some(x=>x>100), ()=>new Int8Array(a).sort(), ()=>new Int8Array(a).sort((x,y)=>y-x), ()=>new Int8Array(a).reverse(), ()=>new Float64Array([3,-0,0,NaN,-Infinity,1]).sort(),
()=>new Uint8Array(4).fill(7, 1, -1), ()=>new Uint8Array(4).fill(300), ()=>[...a.keys()], ()=>[...a.entries()], ()=>[...a], ()=>a.toString(), ()=>a.toReversed(), ()=>a.toSorted(), ()=>a.with(0, 1), ()=>a.with(9, 1),
()=>new Uint8Array([1,2,3,4,5]).copyWithin(0, 3), ()=>{const x = new Uint8Array(5); x.set([1,2], 3); return x;}, ()=>{const x = new Uint8Array(4); x.set(new Float32Array([1.5, 300]), 1); return x;},
()=>a.forEach((v,i,o)=>console.log(v,i,o===a)), ()=>a.values().toString(), ()=>Object.prototype.toString.call(a.values()), ()=>a[Symbol.iterator] === a.values, ()=>Int8Array.prototype.toString === Array.prototype.toString,
()=>Uint8Array.from([1,2,3], x=>x*100), ()=>Uint8Array.from({length: 2, 0: 9}), ()=>Float32Array.of(1.1, 2), ()=>Uint8Array.from(new Set([4,5])),
()=>new Uint8ClampedArray([1.5, 2.5, -1, 300, NaN, 254.5, 0.5]), ()=>new Int8Array([128, 255, -129, 1e10, Infinity, NaN, -0.9]), ()=>new Uint32Array([-1, 2**32+5]), ()=>new Float32Array([0.1, 1e39, -1e39, 3.4028235677973366e38]),
()=>a.toLocaleString(), ()=>new Uint8Array(300), ()=>new Float64Array([1.5, 2.25, 100000, -3, 4, 5, 6, 7]),
()=> 1 in new Uint8Array(2), () => 5 in new Uint8Array(2), 
];
for (const f of t) { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } }
{
    const u = new Uint8Array(2); u[5] = 1; u[-1] = 2; u['1'] = 3; u['-0'] = 4; u['1.5'] = 5; u.foo = 'bar';
    console.log(u[5], u[-1], u['-0'], u, Object.keys(u), '-1' in u, 1 in u, 2 in u);
}
// expect: 5,-3,100,7
// expect: 5,-3,100,7
// expect: 5--3-100-7
// expect: 3
// expect: -1
// expect: false
// expect: true
// expect: -1
// expect: 7
// expect: undefined
// expect: Int8Array(2) [ 100, 7 ]
// expect: Int8Array(2) [ -3, 100 ]
// expect: 1
// expect: 4
// expect: Int8Array(4) [ 10, -6, -56, 14 ]
// expect: Int8Array(3) [ 5, 100, 7 ]
// expect: 109
// expect: ,7,100,-3,5
// expect: -3
// expect: 2
// expect: 7
// expect: -1
// expect: true
// expect: false
// expect: Int8Array(4) [ -3, 5, 7, 100 ]
// expect: Int8Array(4) [ 100, 7, 5, -3 ]
// expect: Int8Array(4) [ 7, 100, -3, 5 ]
// expect: Float64Array(6) [ -Infinity, -0, 0, 1, 3, NaN ]
// expect: Uint8Array(4) [ 0, 7, 7, 0 ]
// expect: Uint8Array(4) [ 44, 44, 44, 44 ]
// expect: [ 0, 1, 2, 3 ]
// expect: [ [ 0, 5 ], [ 1, -3 ], [ 2, 100 ], [ 3, 7 ] ]
// expect: [ 5, -3, 100, 7 ]
// expect: 5,-3,100,7
// expect: Int8Array(4) [ 7, 100, -3, 5 ]
// expect: Int8Array(4) [ -3, 5, 7, 100 ]
// expect: Int8Array(4) [ 1, -3, 100, 7 ]
// expect: RangeError: Invalid typed array index
// expect: Uint8Array(5) [ 4, 5, 3, 4, 5 ]
// expect: Uint8Array(5) [ 0, 0, 0, 1, 2 ]
// expect: Uint8Array(4) [ 0, 1, 44, 0 ]
// expect: 5 0 true
// expect: -3 1 true
// expect: 100 2 true
// expect: 7 3 true
// expect: undefined
// expect: [object Array Iterator]
// expect: [object Array Iterator]
// expect: true
// expect: true
// expect: Uint8Array(3) [ 100, 200, 44 ]
// expect: Uint8Array(2) [ 9, 0 ]
// expect: Float32Array(2) [ 1.100000023841858, 2 ]
// expect: Uint8Array(2) [ 4, 5 ]
// expect: Uint8ClampedArray(7) [
// expect:   2,   2, 0, 255,
// expect:   0, 254, 0
// expect: ]
// expect: Int8Array(7) [
// expect:   -128, -1, 127,
// expect:      0,  0,   0,
// expect:      0
// expect: ]
// expect: Uint32Array(2) [ 4294967295, 5 ]
// expect: Float32Array(4) [ 0.10000000149011612, Infinity, -Infinity, Infinity ]
// expect: 5,-3,100,7
// expect: Uint8Array(300) [
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// expect:   0, 0, 0, 0,
// expect:   ... 200 more items
// expect: ]
// expect: Float64Array(8) [
// expect:   1.5, 2.25, 100000,
// expect:    -3,    4,      5,
// expect:     6,    7
// expect: ]
// expect: true
// expect: false
// expect: undefined undefined undefined Uint8Array(2) [ 0, 3, foo: 'bar' ] [ '0', '1', 'foo' ] false true false
