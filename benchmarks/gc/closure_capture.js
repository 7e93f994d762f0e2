// Closures and their captured boxes, most of them short-lived.
function make(i) {
  let count = i;
  return () => ++count;
}
const keep = [];
let sum = 0;
for (let i = 0; i < 1000000; i++) {
  const f = make(i);
  sum = (sum + f()) | 0;
  if (i % 100 === 0) keep.push(f);
}
for (const f of keep) sum = (sum + f()) | 0;
console.log(sum, keep.length);
