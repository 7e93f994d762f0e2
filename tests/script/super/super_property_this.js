class A { get name() { return "A:" + this.tag; } }
class B extends A { constructor() { super(); this.tag = "b"; } get name() { return super.name + "!"; } }
console.log(new B().name);
// expect: A:b!
