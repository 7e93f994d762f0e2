const a = [1, 2, 3, 4, 5];
console.log(a.map(x => x * 2), a.filter(x => x % 2), a.reduce((s, x) => s + x, 0), a.reduce((s, x) => s * x));
console.log(a.reduceRight((s, x) => s + x, ""), a.map((x, i, arr) => i + arr.length));
// expect: [ 2, 4, 6, 8, 10 ] [ 1, 3, 5 ] 15 120
// expect: 54321 [ 5, 6, 7, 8, 9 ]
