// An error in a promise handler becomes a rejection; unhandled, it ends the program.
setImmediate(() => {
  console.log('immediate');
  Promise.resolve().then(() => {
    throw new RangeError('in then'); // expect runtime error: RangeError: in then
  });
});
setTimeout(() => console.log('never'), 50);
// expect: immediate
