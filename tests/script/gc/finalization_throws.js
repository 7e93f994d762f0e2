// flags: --expose-gc
// An exception thrown by a cleanup callback is uncaught, like one thrown by
// a timer callback: node prints it and exits with status 1.
const fr = new FinalizationRegistry((h) => {
  console.log("cleanup", h);
  throw new Error("from cleanup " + h); // expect runtime error: Error: from cleanup x
});
(function () { fr.register({}, "x"); })();
gc();
console.log("end of script"); // expect: end of script
// expect: cleanup x
