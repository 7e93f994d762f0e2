console.log(["a", "b'c", 'd"e', ""], [null, undefined, true, -0, NaN]);
// expect: [ 'a', "b'c", 'd"e', '' ] [ null, undefined, true, -0, NaN ]
