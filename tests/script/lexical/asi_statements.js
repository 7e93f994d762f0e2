let x = 0
x++
x++
console.log(x)
const o = { a: 1 }
console.log(o.a)
for (let i = 0; i < 2; i++) console.log(i)
// expect: 2
// expect: 1
// expect: 0
// expect: 1
