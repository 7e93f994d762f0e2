console.log(String(123), String(-0), String(null), String(undefined), String(true), String([1, [2, 3]]));
console.log(String({}), String(function () {}).length > 0, String(Symbol("d")), String(1e-7));
// expect: 123 0 null undefined true 1,2,3
// expect: [object Object] true Symbol(d) 1e-7
