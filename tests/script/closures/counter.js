function counter() { let n = 0; return { inc: () => ++n, get: () => n }; }
const c1 = counter(), c2 = counter();
c1.inc(); c1.inc(); c2.inc();
console.log(c1.get(), c2.get());
// expect: 2 1
