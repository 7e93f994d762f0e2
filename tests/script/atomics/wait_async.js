// Atomics.waitAsync in one thread: the immediate results, the promise's
// "ok" from notify (FIFO, with count) and "timed-out" from its timeout,
// BigInt64Array, and the argument errors (V8's messages).
const i32 = new Int32Array(new SharedArrayBuffer(16));
const show = (f) => {
  try {
    const r = f();
    console.log(r.async, r.async ? Object.prototype.toString.call(r.value) : r.value);
  } catch (e) {
    console.log(e.constructor.name + ': ' + e.message);
  }
};
console.log(Atomics.waitAsync.length, Atomics.waitAsync.name);
show(() => Atomics.waitAsync(i32, 0, 1));
show(() => Atomics.waitAsync(i32, 0, 0, 0));
show(() => Atomics.waitAsync(i32, 0, 0, -Infinity));
show(() => Atomics.waitAsync(new Int32Array(4), 0, 0));
show(() => Atomics.waitAsync(new Int16Array(new SharedArrayBuffer(8)), 0, 0));
show(() => Atomics.waitAsync(i32, 4, 0));
show(() => Atomics.waitAsync(i32, 0, Symbol()));
show(() => Atomics.waitAsync(new BigInt64Array(new SharedArrayBuffer(16)), 0, 0));
show(() => Atomics.waitAsync(new BigInt64Array(new SharedArrayBuffer(16)), 1, 1n));
const r = Atomics.waitAsync(i32, 0, 0, 0);
console.log(JSON.stringify(Object.getOwnPropertyDescriptors(r)));
// expect: 4 waitAsync
// expect: false not-equal
// expect: false timed-out
// expect: false timed-out
// expect: TypeError: [object Int32Array] is not a shared typed array.
// expect: TypeError: [object Int16Array] is not an int32 or BigInt64 typed array.
// expect: RangeError: Invalid atomic access index
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert 0 to a BigInt
// expect: false not-equal
// expect: {"async":{"value":false,"writable":true,"enumerable":true,"configurable":true},"value":{"value":"timed-out","writable":true,"enumerable":true,"configurable":true}}

// three waiters on [0], one on [1]: notify(count 2) wakes the oldest two
const log = (name) => (v) => console.log(name, v);
const a = Atomics.waitAsync(i32, 0, 0);
const b = Atomics.waitAsync(i32, 0, 0, 100000);
const c = Atomics.waitAsync(i32, 0, 0);
const d = Atomics.waitAsync(i32, 1, 0);
console.log(a.async, b.async, c.async, d.async);
b.value.then(log('b'));
a.value.then(log('a'));
c.value.then(log('c'));
d.value.then(log('d'));
console.log('notify', Atomics.notify(i32, 0, 2));
Promise.resolve().then(() => console.log('microtask first'));
// expect: true true true true
// expect: notify 2
// expect: microtask first
// expect: a ok
// expect: b ok
Promise.all([a.value, b.value]).then(() => setTimeout(() => {
  console.log('notify [0]', Atomics.notify(i32, 0));
  console.log('notify [1]', Atomics.notify(i32, 1, 5));
  const b64 = new BigInt64Array(new SharedArrayBuffer(16));
  b64[1] = 5n;
  const e = Atomics.waitAsync(b64, 1, 5n);
  e.value.then(log('e'));
  console.log('notify b64', Atomics.notify(b64, 1));
  // a timeout settles the promise with "timed-out"; notify then finds no one
  Atomics.waitAsync(i32, 2, 0, 10).value.then((v) => {
    console.log('f', v, Atomics.notify(i32, 2));
  });
  setTimeout(() => {}, 60); // a pending waitAsync does not keep the loop alive
}, 1));
// expect: notify [0] 1
// expect: notify [1] 1
// expect: notify b64 1
// expect: c ok
// expect: d ok
// expect: e ok
// expect: f timed-out 0
