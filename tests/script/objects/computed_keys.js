let i = 0;
const o = { [i++]: "a", [i++]: "b", [`k${i}`]: "c", [1 + 1 + "x"]: "d" };
console.log(o);
// expect: { '0': 'a', '1': 'b', k2: 'c', '2x': 'd' }
