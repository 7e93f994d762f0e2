// worker_threads.receiveMessageOnPort: takes the oldest queued message now,
// from a started port or not; what it takes is not delivered again.
const { MessageChannel, receiveMessageOnPort } = require('worker_threads');
const { port1, port2 } = new MessageChannel();
console.log(receiveMessageOnPort(port2));
port1.postMessage({ a: 1 });
port1.postMessage('two');
port1.postMessage([3]);
const r = receiveMessageOnPort(port2);
console.log(r, Object.getPrototypeOf(r) === Object.prototype);
port2.on('message', (m) => {
  console.log('delivered', m);
  port2.close();
});
console.log(receiveMessageOnPort(port2));
for (const bad of [undefined, {}, port2.constructor]) {
  try { receiveMessageOnPort(bad); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: undefined
// expect: { message: { a: 1 } } true
// expect: { message: 'two' }
// expect: TypeError ERR_INVALID_ARG_TYPE The "port" argument must be a MessagePort instance
// expect: TypeError ERR_INVALID_ARG_TYPE The "port" argument must be a MessagePort instance
// expect: TypeError ERR_INVALID_ARG_TYPE The "port" argument must be a MessagePort instance
// expect: delivered [ 3 ]
