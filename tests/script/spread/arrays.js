const a = [1, 2];
const b = [0, ...a, 3, ...a];
console.log(b, [..."hi"], [...new Set([1, 1, 2])], [...[, 1]]);
// expect: [ 0, 1, 2, 3, 1, 2 ] [ 'h', 'i' ] [ 1, 2 ] [ undefined, 1 ]
