class A { constructor(...a) { this.args = a; } }
class B extends A {}
console.log(new B(1, 2, 3).args);
// expect: [ 1, 2, 3 ]
