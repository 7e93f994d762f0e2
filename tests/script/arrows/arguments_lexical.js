function outer() {
  const f = () => arguments[0];
  return f("ignored");
}
console.log(outer("outer-arg"));
// expect: outer-arg
