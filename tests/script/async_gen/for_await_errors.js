// V8's TypeErrors from for await.
const cases = [
  async () => { for await (const x of 5); },
  async () => { for await (const x of {}); },
  async () => { const o = { a: {} }; for await (const x of o.a); },
  async () => { const f = () => 1; for await (const x of f()); },
  async () => { for await (const x of null); },
  async () => { for await (const x of { [Symbol.asyncIterator]: 1 }); },
  async () => { for await (const x of { [Symbol.asyncIterator]() { return 1; } }); },
  async () => { for await (const x of { [Symbol.iterator]() { return 1; } }); },
  async () => { for await (const x of { [Symbol.asyncIterator]() { return { next: 1 }; } }); },
  async () => { for await (const x of { [Symbol.asyncIterator]() { return { next() { return 1; } }; } }); },
  async () => {
    for await (const x of { [Symbol.asyncIterator]() { return { next() { return { done: false }; }, return() { return 3; } }; } }) break;
  },
  async () => {
    for await (const x of { [Symbol.asyncIterator]() { return { next() { return { done: false }; }, return: 1 }; } }) break;
  },
  async () => {
    // a throw from the body wins over a failing return()
    for await (const x of { [Symbol.asyncIterator]() { return { next() { return { done: false }; }, return() { throw new Error('return threw'); } }; } }) {
      throw new Error('body threw');
    }
  },
  async () => { for await (const [x] of [1]); },
  async () => { for await (const { x } of [null]); },
];
(async () => {
  for (const c of cases) {
    try { await c(); console.log('no error'); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
  }
})();
// expect: TypeError: 5 is not async iterable
// expect: TypeError: {} is not async iterable
// expect: TypeError: o.a is not async iterable
// expect: TypeError: f(...) is not a function or its return value is not async iterable
// expect: TypeError: Cannot read properties of null (reading 'Symbol(Symbol.asyncIterator)')
// expect: TypeError: number 1 is not a function
// expect: TypeError: Result of the Symbol.asyncIterator method is not an object
// expect: TypeError: Result of the Symbol.iterator method is not an object
// expect: TypeError: number 1 is not a function
// expect: TypeError: Iterator result 1 is not an object
// expect: TypeError: Iterator result 3 is not an object
// expect: TypeError: number 1 is not a function
// expect: Error: body threw
// expect: TypeError: .for is not iterable
// expect: TypeError: Cannot destructure property 'x' of '.for' as it is null.
