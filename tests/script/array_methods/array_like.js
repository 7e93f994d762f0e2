const al = { length: 3, 0: "a", 1: "b", 2: "c" };
console.log(Array.prototype.map.call(al, s => s.toUpperCase()), Array.from(al), Array.prototype.join.call(al, "+"));
// expect: [ 'A', 'B', 'C' ] [ 'a', 'b', 'c' ] a+b+c
