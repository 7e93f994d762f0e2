// An error thrown in a timer callback is uncaught: it is printed and the process exits 1.
setTimeout(() => console.log('runs first'), 1);
setTimeout(() => {
  throw new Error('from timer'); // expect runtime error: Error: from timer
}, 2);
setTimeout(() => console.log('never'), 50);
// expect: runs first
