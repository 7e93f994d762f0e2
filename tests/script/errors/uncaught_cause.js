// An uncaught error with a cause prints the cause too, as node does.
console.log("before");
throw new Error("top", { cause: new Error("why") }); // expect runtime error: Error: top
// expect: before
