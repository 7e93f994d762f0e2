class P { constructor(x, y) { this.sum = x + y; } }
const args = [2, 3];
console.log(new P(...args).sum);
// expect: 5
