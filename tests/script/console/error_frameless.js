const e = new Error("x"); e.stack = "Error: x"; console.log(e);
const f = new TypeError("y"); f.stack = "TypeError: y\n    at foo (bar.js:1:1)"; console.log(f);
console.log({ e });
Promise.any([Promise.reject(1)]).catch(e => console.log(e));
// expect: [Error: x]
// expect: TypeError: y
// expect:     at foo (bar.js:1:1)
// expect: { e: [Error: x] }
// expect: [AggregateError: All promises were rejected] { [errors]: [ 1 ] }
