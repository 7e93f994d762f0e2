// An exception in a queueMicrotask callback is uncaught: node prints it and exits 1.
queueMicrotask(() => console.log('first'));
queueMicrotask(() => { throw new TypeError('from microtask'); }); // expect runtime error: TypeError: from microtask
queueMicrotask(() => console.log('never'));
// expect: first
