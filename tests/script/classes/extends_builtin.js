class MyArr extends Array {
  sum() { return this.reduce((a, b) => a + b, 0); }
}
const a = new MyArr();
a.push(1, 2, 3);
console.log(a.sum(), a.length, Array.isArray(a));
// expect: 6 3 true
