// env: FORCE_COLOR=1
// BigInts print in yellow, as numbers do.
console.log(10n, [-1n, 2n ** 70n], { b: 3n }, Object(4n), 5);
// expect: [33m10n[39m [ [33m-1n[39m, [33m1180591620717411303424n[39m ] { b: [33m3n[39m } [33m[BigInt: 4n][39m [33m5[39m
