console.log("start");
x; // expect runtime error: ReferenceError: Cannot access 'x' before initialization
let x = 1;
// expect: start
