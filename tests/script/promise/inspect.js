// console.log of promises, as node's util.inspect prints them.
console.log(Promise.resolve(1));
console.log(new Promise(() => {}));
const r = Promise.reject(3);
r.catch(() => {});
console.log(r);
console.log({ a: Promise.resolve({ b: { c: { d: 1 } } }) });
const p = Promise.resolve([1, 2]);
p.extra = 'x';
console.log(p);
console.log([Promise.resolve('s'), Promise.resolve(undefined)]);
class Sub extends Promise {}
console.log(Sub.resolve(2));
// expect: Promise { 1 }
// expect: Promise { <pending> }
// expect: Promise { <rejected> 3 }
// expect: { a: Promise { { b: [Object] } } }
// expect: Promise { [ 1, 2 ], extra: 'x' }
// expect: [ Promise { 's' }, Promise { undefined } ]
// expect: Sub [Promise] { 2 }
