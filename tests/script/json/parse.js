const v = JSON.parse('{"a":[1,2,{"b":null}],"c":"s\\u0041","d":-1.5e2,"e":true}');
console.log(v, v.c, v.d);
console.log(JSON.parse("[]"), JSON.parse(" 1 "), JSON.parse('"x"'), JSON.parse("null"));
// expect: { a: [ 1, 2, { b: null } ], c: 'sA', d: -150, e: true } sA -150
// expect: [] 1 x null
