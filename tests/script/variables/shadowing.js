let x = "outer";
function f(x) {
  { let x = "block"; console.log(x); }
  return x;
}
console.log(f("param"), x);
// expect: block
// expect: param outer
