function add(a, b) { return a + b; }
console.log(add.toString());
console.log(String((x) => x * 2));
// expect: function add(a, b) { return a + b; }
// expect: (x) => x * 2
