console.log("before");
// expect: before
throw "boom text"; // expect runtime error: boom text
