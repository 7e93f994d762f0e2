// examples/hello.js — the first program: `make run` or `build/tarn examples/hello.js`.
const who = "tarn";
console.log(`Hello from ${who}!`);
