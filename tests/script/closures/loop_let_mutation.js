const fs = [];
for (let i = 0; i < 4; i++) {
  fs.push(() => i);
  i++;
}
console.log(fs.map(f => f()));
// expect: [ 1, 3 ]
