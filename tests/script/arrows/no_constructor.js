const A = () => {};
console.log(typeof A);
new A(); // expect runtime error: TypeError: A is not a constructor
// expect: function
