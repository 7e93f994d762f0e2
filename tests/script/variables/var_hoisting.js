console.log(x);
var x = 5;
console.log(x);
function f() {
  console.log(y);
  if (true) { var y = 1; }
  return y;
}
console.log(f());
// expect: undefined
// expect: 5
// expect: undefined
// expect: 1
