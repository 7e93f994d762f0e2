// 'uncaughtException' and 'unhandledRejection' listeners take the errors
// that would end the program, with node's origin argument, and the program
// goes on; timers scheduled before still run in node's order.
process.on('uncaughtException', (err, origin) => {
  console.log('uncaught:', err instanceof Error ? err.message : err, origin);
});
setTimeout(() => {
  console.log('timer 1');
  throw new Error('from a timer');
}, 1);
setTimeout(() => console.log('timer 2'), 2);
process.nextTick(() => {
  throw new Error('from a tick');
});
setTimeout(() => {
  Promise.reject(new Error('rejected, no unhandledRejection listener yet'));
}, 3);
setTimeout(() => {
  process.on('unhandledRejection', (reason, p) => {
    console.log('unhandledRejection:', reason, p instanceof Promise);
  });
  Promise.reject(42);
  queueMicrotask(() => {
    throw new TypeError('from a microtask');
  });
}, 5);
process.on('exit', (code) => console.log('exit', code));
throw new RangeError('from the main script');
// expect: uncaught: from the main script uncaughtException
// expect: uncaught: from a tick uncaughtException
// expect: timer 1
// expect: uncaught: from a timer uncaughtException
// expect: timer 2
// expect: uncaught: rejected, no unhandledRejection listener yet unhandledRejection
// expect: uncaught: from a microtask uncaughtException
// expect: unhandledRejection: 42 true
// expect: exit 0
