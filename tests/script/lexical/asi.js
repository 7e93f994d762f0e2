let a = 1
let b = 2
console.log(a + b)
function f() {
  return
  42
}
console.log(f())
let c = a
++b
console.log(c, b)
// expect: 3
// expect: undefined
// expect: 1 3
