const out = [];
["a", "b"].forEach((v, i, arr) => out.push(v + i + arr.length));
console.log(out, [1].forEach(() => 1));
// expect: [ 'a02', 'b12' ] undefined
