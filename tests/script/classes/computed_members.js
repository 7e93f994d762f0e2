const m = "dyn";
class A { [m + "Method"]() { return 1; } static [`s${1}`]() { return 2; } }
console.log(new A().dynMethod(), A.s1());
// expect: 1 2
