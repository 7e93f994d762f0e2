const o = {};
for (let i = 0; i < 1500; i++) o["p" + i] = { i };
let t = 0;
for (const k of Object.keys(o)) t += o[k].i;
console.log(Object.keys(o).length, t);
// expect: 1500 1124250
