const fns = [];
for (let i = 0; i < 2000; i++) {
  const obj = { v: i };
  fns.push(() => obj.v * 2 + i);
}
let total = 0;
for (const f of fns) total += f();
console.log(total);
// expect: 5997000
