// process's 'newListener'/'removeListener' events with node's own two
// listeners (startListeningIfSignal, stopListeningIfSignal) already there;
// a listener for a signal's name makes the signal an event
// (process.emit(name, name, number)) until its last listener goes;
// SIGKILL cannot have one.
const f = () => {};
const onNew = (ev, fn) => console.log('new', ev, typeof fn);
const onRemoved = (ev, fn) => console.log('removed', ev, typeof fn);
process.on('newListener', onNew);
process.on('removeListener', onRemoved);
console.log(process.listeners('newListener').map((g) => g.name), process.listeners('removeListener').length);
process.on('exit', f);
process.once('beforeExit', f);
process.prependListener('warning', f);
process.off('exit', f);
process.removeAllListeners('beforeExit');
console.log(process.listenerCount('exit'), process.listenerCount('newListener'));
process.off('newListener', onNew);
process.off('removeListener', onRemoved);
process.on('x', f);
console.log(process.eventNames());

try {
  process.on('SIGKILL', f);
} catch (e) {
  console.log(e.message, e.code, e.errno, e.syscall, process.listenerCount('SIGKILL'));
}
process.on('SIGUSR2', function (...args) {
  console.log('SIGUSR2', args, this === process);
  process.removeAllListeners('SIGUSR2');
  process.once('SIGUSR1', (name, num) => console.log('once', name, num, process.listenerCount('SIGUSR1')));
  process.kill(process.pid, 'SIGUSR1');
});
process.kill(process.pid, 'SIGUSR2');
console.log('sent');
setTimeout(() => console.log('timer'), 200);
// expect: new removeListener function
// expect: [ 'startListeningIfSignal', 'onNew' ] 2
// expect: new exit function
// expect: new beforeExit function
// expect: new warning function
// expect: removed exit function
// expect: removed beforeExit function
// expect: 0 2
// expect: removed newListener function
// expect: [ 'newListener', 'removeListener', 'warning', 'x' ]
// expect: uv_signal_start EINVAL EINVAL -22 uv_signal_start 0
// expect: sent
// expect: SIGUSR2 [ 'SIGUSR2', 12 ] true
// expect: once SIGUSR1 10 0
// expect: timer
