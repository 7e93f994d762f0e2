// An ES module's top-level error reaches process's 'uncaughtException'
// listeners as node's does: as the rejection of the module's evaluation,
// so the origin is 'unhandledRejection'; the program goes on (exit 0).
process.on('uncaughtException', (e, origin) => console.log('caught', e.message, origin));
process.on('exit', (c) => console.log('exit', c));
setTimeout(() => console.log('timer still runs'), 5);
console.log('before');
throw new Error('top-level');
// expect: before
// expect: caught top-level unhandledRejection
// expect: timer still runs
// expect: exit 0
