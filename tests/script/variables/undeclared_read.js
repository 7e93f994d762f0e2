console.log("before");
console.log(missingName); // expect runtime error: ReferenceError: missingName is not defined
// expect: before
