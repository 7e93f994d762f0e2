let i = 0;
while (i < 3) i++;
console.log(i);
do { i--; } while (i > 0);
console.log(i);
do console.log("once"); while (false);
// expect: 3
// expect: 0
// expect: once
