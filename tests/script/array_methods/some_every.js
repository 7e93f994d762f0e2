console.log([1, 2, 3].some(x => x > 2), [1, 2, 3].every(x => x > 0), [].some(x => true), [].every(x => false));
// expect: true true false true
