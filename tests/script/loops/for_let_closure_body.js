const fs = [];
for (let i = 0; i < 3; i++) {
  let j = i * 10;
  fs.push(() => i + j);
}
console.log(fs.map(f => f()));
// expect: [ 0, 11, 22 ]
