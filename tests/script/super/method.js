class A { greet() { return "A"; } }
class B extends A { greet() { return super.greet() + "B"; } }
class C extends B { greet() { return super.greet() + "C"; } }
console.log(new C().greet());
// expect: ABC
