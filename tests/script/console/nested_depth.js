const o = { l1: { l2: { l3: { l4: { l5: 1 } } } }, arr: [[[[[1]]]]] };
console.log(o);
// expect: { l1: { l2: { l3: [Object] } }, arr: [ [ [Array] ] ] }
