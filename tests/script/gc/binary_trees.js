function make(d) { return d === 0 ? [null, null] : [make(d - 1), make(d - 1)]; }
function check(t) { return t[0] === null ? 1 : 1 + check(t[0]) + check(t[1]); }
const long = make(8);
let total = 0;
for (let i = 0; i < 20; i++) total += check(make(5));
console.log(check(long), total);
// expect: 511 1260
