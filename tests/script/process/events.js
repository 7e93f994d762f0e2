// process is node's EventEmitter: 'beforeExit' (may schedule more work),
// 'exit' with the code, once/off/listenerCount, and the forwarders that
// stand in until node:events is loaded.
const order = [];
const onExit = (code) => {
  order.push('exit ' + code);
  console.log(order.join(', '));
};
process.once('exit', onExit);
console.log(typeof process.on, process.listenerCount('exit'));
const EventEmitter = require('events');
console.log(process instanceof EventEmitter, process.on === EventEmitter.prototype.on, require('process') === process);
const tmp = () => {};
process.on('exit', tmp);
console.log(process.listenerCount('exit'), process.listeners('exit')[1] === tmp);
process.off('exit', tmp);
console.log(process.listenerCount('exit'));
let rounds = 0;
process.on('beforeExit', (code) => {
  order.push('beforeExit ' + code);
  if (++rounds < 3) setTimeout(() => order.push('timer ' + rounds), 1);
  else Promise.resolve().then(() => order.push('microtask'));
});
console.log(process.emit('nothing'), process.emit('custom-' + 1));
setImmediate(() => order.push('immediate'));
// expect: function 1
// expect: true true true
// expect: 2 true
// expect: 1
// expect: false false
// expect: immediate, beforeExit 0, timer 1, beforeExit 0, timer 2, beforeExit 0, microtask, exit 0
