"use strict";
// Buffers die and their stores are freed while views keep theirs alive; many short-lived buffers.
let keep = [];
let sum = 0;
for (let i = 0; i < 300; i++) {
    const a = new Float64Array(64 + (i % 7));
    a.fill(i);
    const s = a.subarray(2, 5);
    if (i % 50 === 0) keep.push(s);
    sum += a[3] + s[0];
    const big = new Uint8Array(4096);
    big[4095] = i & 255;
    sum += big[4095];
}
console.log(sum, keep.length, keep.map(s => s[1]).join(), keep[2].buffer.byteLength);
const objs = [];
for (let i = 0; i < 40; i++) objs.push({ id: i, data: new Int32Array([i, i * 2, i * 3]), view: new DataView(new ArrayBuffer(4)) });
for (const o of objs) o.view.setInt32(0, o.data[2], true);
console.log(objs.reduce((t, o) => t + o.view.getInt32(0, true) + o.data.length, 0));
console.log(JSON.stringify(objs[5].data), String(objs[39].data), objs[39].data.map(x => x + 1));
// expect: 123286 6 0,50,100,150,200,250 528
// expect: 2460
// expect: {"0":5,"1":10,"2":15} 39,78,117 Int32Array(3) [ 40, 79, 118 ]
