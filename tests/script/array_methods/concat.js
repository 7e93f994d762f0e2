console.log([1].concat([2, 3], 4, [[5]]), [].concat(), [1, 2].concat("ab"));
// expect: [ 1, 2, 3, 4, [ 5 ] ] [] [ 1, 2, 'ab' ]
