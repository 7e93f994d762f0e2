// flat / flatMap: depth, holes, array-likes, non-array results, errors
const n = [1, [2, [3, [4, [5]]]]];
console.log(n.flat(), n.flat(0), n.flat(2), n.flat(Infinity), n.flat(-1), n.flat("2"), n.flat(NaN), n.flat(undefined));
console.log([1, , [2, , 3], [[, 4]]].flat(Infinity), [[], [[]], [[], []]].flat(), [[1], 2, "ab"].flat());
console.log(Array.prototype.flat.call({ length: 3, 0: [1, 2], 2: [3] }), Array.prototype.flat.call({ 0: 1 }), Array.prototype.flat.call("ab"));
console.log([1, 2, 3].flatMap(x => [x, x * 2]), [1, 2].flatMap(x => [[x]]), ["a b", "c"].flatMap(s => s.split(" ")), [1, , 2].flatMap(x => x));
console.log([1, 2].flatMap(function (x, i, arr) { return [this.p + x + i + arr.length]; }, { p: 100 }), [{ length: 1, 0: "no" }].flatMap(x => x));
const deep = [];
let cur = deep;
for (let i = 0; i < 500; i++) { const nx = [i]; cur.push(nx); cur = nx; }
console.log(deep.flat(Infinity).length, deep.flat(Infinity)[499]);
try { [1].flatMap(5); } catch (e) { console.log(e.constructor.name, e.message); }
try { [1].flatMap(); } catch (e) { console.log(e.constructor.name, e.message); }
try { Array.prototype.flat.call(null); } catch (e) { console.log(e.constructor.name, e.message); }
try { Array.prototype.flatMap.call(undefined, x => x); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Array.prototype.flat.length, Array.prototype.flatMap.length);
// expect: [ 1, 2, [ 3, [ 4, [Array] ] ] ] [ 1, [ 2, [ 3, [Array] ] ] ] [ 1, 2, 3, [ 4, [ 5 ] ] ] [ 1, 2, 3, 4, 5 ] [ 1, [ 2, [ 3, [Array] ] ] ] [ 1, 2, 3, [ 4, [ 5 ] ] ] [ 1, [ 2, [ 3, [Array] ] ] ] [ 1, 2, [ 3, [ 4, [Array] ] ] ]
// expect: [ 1, 2, 3, 4 ] [ [], [], [] ] [ 1, 2, 'ab' ]
// expect: [ 1, 2, 3 ] [] [ 'a', 'b' ]
// expect: [ 1, 2, 2, 4, 3, 6 ] [ [ 1 ], [ 2 ] ] [ 'a', 'b', 'c' ] [ 1, 2 ]
// expect: [ 103, 105 ] [ { '0': 'no', length: 1 } ]
// expect: 500 499
// expect: TypeError number 5 is not a function
// expect: TypeError undefined is not a function
// expect: TypeError Cannot convert undefined or null to object
// expect: TypeError Cannot convert undefined or null to object
// expect: 0 1
