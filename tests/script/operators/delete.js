const o = { a: 1, b: 2 };
console.log(delete o.a, o.a, "a" in o, Object.keys(o));
console.log(delete o.nothing);
const arr = [1, 2, 3];
delete arr[1];
console.log(arr, arr.length, 1 in arr);
// expect: true undefined false [ 'b' ]
// expect: true
// expect: [ 1, <1 empty item>, 3 ] 3 false
