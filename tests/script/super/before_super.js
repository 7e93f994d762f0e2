class A {}
class B extends A {
  constructor() { this.x = 1; super(); }
}
try { new B(); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: ReferenceError Must call super constructor in derived class before accessing 'this' or returning from derived constructor
