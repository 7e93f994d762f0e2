console.log(JSON.stringify({ a: 1, b: "s", c: [1, null, true], d: { e: null } }));
console.log(JSON.stringify([undefined, function () {}, Symbol()]), JSON.stringify({ u: undefined, f() {} }));
console.log(JSON.stringify("q\"\n\u0001"), JSON.stringify(NaN), JSON.stringify(-0), JSON.stringify(1e21));
console.log(JSON.stringify(undefined), JSON.stringify(null));
// expect: {"a":1,"b":"s","c":[1,null,true],"d":{"e":null}}
// expect: [null,null,null] {}
// expect: "q\"\n\u0001" null 0 1e+21
// expect: undefined null
