const fs = [];
for (let i = 0; i < 3; i++) fs.push(() => i);
console.log(fs.map(f => f()));
const gs = [];
for (var j = 0; j < 3; j++) gs.push(() => j);
console.log(gs.map(g => g()));
// expect: [ 0, 1, 2 ]
// expect: [ 3, 3, 3 ]
