let count = 0;
for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) for (let k = 0; k < 5; k++) count++;
console.log(count);
// expect: 125
