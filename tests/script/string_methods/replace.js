console.log("aaa".replace("a", "b"), "aaa".replaceAll("a", "b"), "abc".replace("x", "y"), "a-b-c".replaceAll("-", ""));
console.log("price: 5".replace("5", (m) => m * 2), "abc".replace("b", "$&$&"));
// expect: baa bbb abc abc
// expect: price: 10 abbc
