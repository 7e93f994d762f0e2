const a = ["x", "y"];
console.log([...a.keys()], [...a.entries()], [...a.values()]);
for (const [i, v] of a.entries()) console.log(i, v);
// expect: [ 0, 1 ] [ [ 0, 'x' ], [ 1, 'y' ] ] [ 'x', 'y' ]
// expect: 0 x
// expect: 1 y
