class A { static who() { return "A"; } }
class B extends A { static who() { return "B>" + super.who(); } }
console.log(B.who());
// expect: B>A
