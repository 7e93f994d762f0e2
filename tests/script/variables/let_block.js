let a = 1;
{
  let a = 2;
  console.log(a);
  {
    const a = 3;
    console.log(a);
  }
}
console.log(a);
// expect: 2
// expect: 3
// expect: 1
