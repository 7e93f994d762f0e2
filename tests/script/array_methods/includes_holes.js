console.log([1, , 3].includes(undefined), [1, , 3].indexOf(undefined), Array(2).includes(undefined));
// expect: true -1 true
