console.log(g());
function g() { return "hoisted"; }
console.log(typeof h);
var h = function () {};
console.log(typeof h);
// expect: hoisted
// expect: undefined
// expect: function
