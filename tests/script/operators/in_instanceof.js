const o = { x: undefined };
console.log("x" in o, "y" in o, "toString" in o, 0 in [1], 1 in [1]);
class A {}
class B extends A {}
console.log(new B() instanceof A, new A() instanceof B, [] instanceof Array, [] instanceof Object);
console.log(Object.create(null) instanceof Object);
// expect: true false true true false
// expect: true false true true
// expect: false
