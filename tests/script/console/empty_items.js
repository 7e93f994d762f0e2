console.log([1, , 3], [, ,], new Array(5), [1, 2, , , 5]);
console.log({}, [], [{}], [[]], { a: {} });
// expect: [ 1, <1 empty item>, 3 ] [ <2 empty items> ] [ <5 empty items> ] [ 1, 2, <2 empty items>, 5 ]
// expect: {} [] [ {} ] [ [] ] { a: {} }
