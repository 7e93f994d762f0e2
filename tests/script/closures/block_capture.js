let fns = [];
{
  let a = "block";
  fns.push(() => a);
}
if (true) { const b = "if"; fns.push(() => b); }
console.log(fns[0](), fns[1]());
// expect: block if
