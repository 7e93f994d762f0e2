// concat: holes preserved, array-likes and strings not spread, nested arrays one level, receivers
const h = [1, , 3];
const c = h.concat([, 5], 6, [[7]]);
console.log(c, c.length, 1 in c, 3 in c, [].concat([]), [].concat(h).length);
console.log([1].concat({ length: 1, 0: "x" }), [1].concat("ab"), Array.prototype.concat.call("s", ["t"]), Array.prototype.concat.call({ a: 1 }, 2));
const t = [1, 2];
console.log(t.concat(t, t), t.concat() !== t, t.concat(undefined, null));
const tail = [];
tail.length = 3;
console.log([0].concat(tail).length, [0].concat(tail), Array.prototype.concat.length);
// expect: [ 1, <1 empty item>, 3, <1 empty item>, 5, 6, [ 7 ] ] 7 false false [] 3
// expect: [ 1, { '0': 'x', length: 1 } ] [ 1, 'ab' ] [ [String: 's'], 't' ] [ { a: 1 }, 2 ]
// expect: [ 1, 2, 1, 2, 1, 2 ] true [ 1, 2, undefined, null ]
// expect: 4 [ 0, <3 empty items> ] 1
