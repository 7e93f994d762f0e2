class A { get v() { return "A"; } }
class B extends A {}
console.log(new B().v);
// expect: A
