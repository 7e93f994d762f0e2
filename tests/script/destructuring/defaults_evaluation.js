let n = 0;
const f = () => ++n;
const [a = f(), b = f()] = [undefined, 5];
console.log(a, b, n);
// expect: 1 5 1
