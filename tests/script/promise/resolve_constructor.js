// PromiseResolve(C, x) returns x itself when x.constructor === C. tarn
// reads %Promise.prototype%.constructor's slot directly for a plain promise
// (stdlib/promise.c promise_ctor_noalloc); each way that answer can change
// must still be seen: a new value in the slot, an own property, an accessor,
// a deletion, a subclass, and `await` (which uses the same check).
const p = Promise.resolve(1);
console.log(Promise.resolve(p) === p); // expect: true

function Other() {}
Promise.prototype.constructor = Other; // same key, new value: no shape change
console.log(Promise.resolve(p) === p); // expect: false
Promise.prototype.constructor = Promise;
console.log(Promise.resolve(p) === p); // expect: true

const q = Promise.resolve(2);
q.constructor = Other; // an own property on one promise
console.log(Promise.resolve(q) === q, Promise.resolve(p) === p); // expect: false true

let reads = 0;
Object.defineProperty(Promise.prototype, "constructor", {
  get() { reads++; return Promise; },
  configurable: true,
});
console.log(Promise.resolve(p) === p, reads); // expect: true 1
Object.defineProperty(Promise.prototype, "constructor", {
  get() { reads++; return Other; },
  configurable: true,
});
console.log(Promise.resolve(p) === p, reads); // expect: false 2
Object.defineProperty(Promise.prototype, "constructor", {
  value: Promise, writable: true, configurable: true,
});
console.log(Promise.resolve(p) === p, reads); // expect: true 2

delete Promise.prototype.constructor; // now Object.prototype.constructor
console.log(Promise.resolve(p) === p); // expect: false
Promise.prototype.constructor = Promise;
console.log(Promise.resolve(p) === p); // expect: true

class Sub extends Promise {}
const s = Sub.resolve(3);
console.log(Promise.resolve(s) === s, Sub.resolve(s) === s); // expect: false true

// await: a promise whose constructor is not %Promise% is wrapped in a new
// one, which takes two more ticks to settle
const order = [];
async function waitOn(x, tag) { await x; order.push(tag); }
const plain = Promise.resolve("a");
const odd = Promise.resolve("b");
odd.constructor = Other;
waitOn(odd, "odd");
waitOn(plain, "plain");
Promise.resolve().then(() => {}).then(() => {}).then(() => {}).then(() => {
  console.log(order.join(" ")); // expect: plain odd
});
