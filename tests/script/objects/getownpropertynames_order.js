const o = { b: 1, a: 2, 10: 3, 2: 4 };
console.log(Object.getOwnPropertyNames(o), JSON.stringify(o));
// expect: [ '2', '10', 'b', 'a' ] {"2":4,"10":3,"b":1,"a":2}
