function F() { this.a = 1; return { b: 2 }; }
function G() { this.a = 1; return 5; }
console.log(new F(), new G());
// expect: { b: 2 } G { a: 1 }
