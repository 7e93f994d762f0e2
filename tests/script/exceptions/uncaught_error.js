console.log("before");
throw new Error("top level"); // expect runtime error: Error: top level
// expect: before
