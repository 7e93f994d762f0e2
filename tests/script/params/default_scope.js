let x = "outer";
function f(a = x, b = () => a) { let x = "inner"; return [a, b()]; }
console.log(f());
// expect: [ 'outer', 'outer' ]
