console.log(`${null} ${undefined} ${true} ${[1, 2]} ${{}}`);
const o = { toString() { return "custom"; } };
console.log(`${o}`);
console.log(`${-0} ${1e21} ${0.1 + 0.2}`);
// expect: null undefined true 1,2 [object Object]
// expect: custom
// expect: 0 1e+21 0.30000000000000004
