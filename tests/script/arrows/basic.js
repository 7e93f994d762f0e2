const id = x => x;
const add = (a, b) => a + b;
const obj = () => ({ k: 1 });
const block = x => { const y = x * 2; return y; };
console.log(id(1), add(1, 2), obj(), block(4));
// expect: 1 3 { k: 1 } 8
