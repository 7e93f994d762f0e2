console.log(new Array(2, 3), Array(3).length, Array.of(7), Array.of(1, 2), Array.from("abc"));
console.log(Array.from({ length: 3 }, (_, i) => i * i), Array.isArray([]), Array.isArray({}));
// expect: [ 2, 3 ] 3 [ 7 ] [ 1, 2 ] [ 'a', 'b', 'c' ]
// expect: [ 0, 1, 4 ] true false
