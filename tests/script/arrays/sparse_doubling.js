// Stores at ever-doubling indices go to sparse storage instead of doubling a
// dense allocation each time (up to index 2^32 - 2, the last array index).
const x = [];
let k = 1;
for (let i = 0; i < 32; i++) {
  k *= 2;
  x[k - 2] = k;
}
console.log(x.length, Object.keys(x).length, Object.keys(x).slice(0, 5), Object.keys(x).slice(-2));
let ok = true;
k = 1;
for (let i = 0; i < 32; i++) {
  k *= 2;
  if (x[k - 2] !== k) ok = false;
}
console.log(ok, x[1], x[5], 5 in x, 6 in x, x.indexOf(1024), x.lastIndexOf(4294967296));

// a quarter full stays dense enough to read back the same way
const y = [];
for (let i = 0; i < 5000; i += 4) y[i] = i;
let sum = 0;
for (let i = 0; i < y.length; i++) if (y[i] !== undefined) sum += y[i];
console.log(y.length, sum, Object.keys(y).length);

// a sparse array still fills in densely below its end
const z = [];
z[3000] = 'far';
for (let i = 0; i < 10; i++) z[i] = i;
z.push('end');
console.log(z.length, z.slice(0, 10).join(), z[3000], z[3001], Object.keys(z).length);
// expect: 4294967295 32 [ '0', '2', '6', '14', '30' ] [ '2147483646', '4294967294' ]
// expect: true undefined undefined false true 1022 4294967294
// expect: 4997 3122500 1250
// expect: 3002 0,1,2,3,4,5,6,7,8,9 far end 12
