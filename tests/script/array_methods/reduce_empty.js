console.log([].reduce((a, b) => a + b, "init"));
[].reduce((a, b) => a + b); // expect runtime error: TypeError: Reduce of empty array with no initial value
// expect: init
