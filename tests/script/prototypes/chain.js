function A() {}
A.prototype.who = function () { return "A"; };
function B() {}
B.prototype = Object.create(A.prototype);
B.prototype.constructor = B;
const b = new B();
console.log(b.who(), b instanceof A, b instanceof B);
B.prototype.who = function () { return "B"; };
console.log(b.who());
// expect: A true true
// expect: B
