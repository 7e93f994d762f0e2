const a = [0, 1, 2, 3, 4, 5];
console.log(a.slice(2), a.slice(1, 3), a.slice(-2), a.slice(), a.slice(4, 1));
const b = [0, 1, 2, 3, 4, 5];
console.log(b.splice(1, 2), b);
console.log(b.splice(1, 0, "x", "y"), b);
console.log(b.splice(-2), b);
// expect: [ 2, 3, 4, 5 ] [ 1, 2 ] [ 4, 5 ] [ 0, 1, 2, 3, 4, 5 ] []
// expect: [ 1, 2 ] [ 0, 3, 4, 5 ]
// expect: [] [ 0, 'x', 'y', 3, 4, 5 ]
// expect: [ 4, 5 ] [ 0, 'x', 'y', 3 ]
