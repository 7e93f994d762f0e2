const o = { a: 1, b: "two", c: [3] };
console.log(Object.keys(o), Object.values(o), Object.entries(o));
console.log(Object.fromEntries([["x", 1], ["y", 2]]));
// expect: [ 'a', 'b', 'c' ] [ 1, 'two', [ 3 ] ] [ [ 'a', 1 ], [ 'b', 'two' ], [ 'c', [ 3 ] ] ]
// expect: { x: 1, y: 2 }
