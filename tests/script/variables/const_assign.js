const c = 1;
console.log(c);
c = 2; // expect runtime error: TypeError: Assignment to constant variable.
// expect: 1
