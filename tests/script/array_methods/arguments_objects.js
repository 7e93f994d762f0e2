// array methods on arguments objects (array-like elements layout) and comparator results that are not plain numbers
function f() { return [Array.prototype.slice.call(arguments, 1), Array.prototype.map.call(arguments, x => x * 2), Array.from(arguments), [].concat(arguments).length, Array.prototype.join.call(arguments, "-")]; }
console.log(f(1, 2, 3));
function g() { Array.prototype.push.call(arguments, 9); Array.prototype.sort.call(arguments); Array.prototype.reverse.call(arguments); return [arguments.length, arguments[0], arguments[3]]; }
console.log(g(3, 1, 2));
function h() { Array.prototype.splice.call(arguments, 0, 1); Array.prototype.shift.call(arguments); Array.prototype.unshift.call(arguments, "u"); return Array.from(arguments); }
console.log(h(1, 2, 3, 4));
console.log([1, 2, 3].sort((a, b) => (a < b ? Infinity : -Infinity)), [1, 2, 3].sort((a, b) => (a < b ? "1e3" : "-0")), [3, 2, 1].sort(() => -0));
const a = [5, 1]; a.foo = "bar"; a.sort(); console.log(a, a.foo);
const arr = [1, 2, 3, 4, 5];
console.log(arr.splice(-2, 1, ...["a", "b", "c"]), arr, arr.copyWithin(-1, 0), arr.lastIndexOf("c", -3));
// expect: [ [ 2, 3 ], [ 2, 4, 6 ], [ 1, 2, 3 ], 1, '1-2-3' ]
// expect: [ 4, 9, 1 ]
// expect: [ 'u', 3, 4 ]
// expect: [ 3, 2, 1 ] [ 1, 2, 3 ] [ 3, 2, 1 ]
// expect: [ 1, 5, foo: 'bar' ] bar
// expect: [ 4 ] [
// expect:   1,   2,   3, 'a',
// expect:   'b', 'c', 1
// expect: ] [
// expect:   1,   2,   3, 'a',
// expect:   'b', 'c', 1
// expect: ] -1
