// An unhandled rejection is raised as an uncaught error after the microtasks drain.
console.log('before');
Promise.resolve().then(() => console.log('microtask still runs'));
const late = Promise.reject(new Error('handled later in the same tick'));
Promise.resolve().then(() => late.catch(() => console.log('late handler')));
Promise.reject(new Error('boom')); // expect runtime error: Error: boom
// expect: before
// expect: microtask still runs
// expect: late handler
