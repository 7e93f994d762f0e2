const people = [{ n: "b", a: 30 }, { n: "a", a: 25 }, { n: "c", a: 30 }];
people.sort((x, y) => x.a - y.a);
console.log(people.map(p => p.n).join(""));
console.log([3, 1, 2].sort(), ["b", undefined, "a"].sort(), [5, 1, 10].sort((a, b) => b - a));
// expect: abc
// expect: [ 1, 2, 3 ] [ 'a', 'b', undefined ] [ 10, 5, 1 ]
