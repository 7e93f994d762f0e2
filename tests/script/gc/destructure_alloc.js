let s = 0;
for (let i = 0; i < 1000; i++) {
  const { a, b: [c, ...rest] } = { a: i, b: [i, i + 1, i + 2] };
  s += a + c + rest.length;
}
console.log(s);
// expect: 1001000
