const o = { z: 1, 2: "two", a: 2, 1: "one", [Symbol("s")]: 3, "-1": "neg" };
console.log(Object.keys(o));
o.b = 4;
delete o.z;
o.z = 5;
console.log(Object.keys(o).join(","));
// expect: [ '1', '2', 'z', 'a', '-1' ]
// expect: 1,2,a,-1,b,z
