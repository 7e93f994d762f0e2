// push / pop / shift / unshift on arrays, holes and array-likes
const a = [1, 2];
console.log(a.push(), a.push(3, 4), a, a.pop(), a.shift(), a, a.unshift(), a.unshift(-1, 0), a);
const e = [];
console.log(e.pop(), e.shift(), e.length);
const h = [1, , 3];
console.log(h.shift(), h, 0 in h, 1 in h, h.length);
const h2 = [, 2];
console.log(h2.unshift(0), h2, 1 in h2);
const al = { length: 2, 0: "a", 1: "b" };
console.log(Array.prototype.push.call(al, "c"), al);
console.log(Array.prototype.pop.call(al), al);
console.log(Array.prototype.shift.call(al), al);
console.log(Array.prototype.unshift.call(al, "x", "y"), al);
const weird = { length: "2.7", 0: 0, 1: 1 };
console.log(Array.prototype.pop.call(weird), weird);
const nolen = {};
console.log(Array.prototype.push.call(nolen, 1), nolen, Array.prototype.pop.call({}), Array.prototype.shift.call({ length: 0 }));
const sparse = { length: 3, 2: "z" };
console.log(Array.prototype.shift.call(sparse), sparse);
try { Array.prototype.push.call({ length: 2 ** 53 - 1 }, 1); } catch (err) { console.log(err.constructor.name, err.message); }
try { Array.prototype.unshift.call({ length: 2 ** 53 - 1 }, 1); } catch (err) { console.log(err.constructor.name, err.message); }
const big = [];
big.length = 2 ** 32 - 1;
try { big.push(1); } catch (err) { console.log(err.constructor.name, err.message, big[4294967295], big.length); }
const fr = Object.freeze([1, 2]);
try { fr.push(3); } catch (err) { console.log(err.constructor.name, err.message); }
try { fr.pop(); } catch (err) { console.log(err.constructor.name, err.message); }
try { fr.shift(); } catch (err) { console.log(err.constructor.name, err.message); }
const long = [];
for (let i = 0; i < 50; i++) long.push(i);
for (let i = 0; i < 20; i++) long.shift();
long.unshift("a", "b");
console.log(long.length, long[0], long[2], long[31]);
console.log(Array.prototype.push.length, Array.prototype.unshift.length, Array.prototype.pop.length);
// expect: 2 4 [ -1, 0, 2, 3 ] 4 1 [ -1, 0, 2, 3 ] 2 4 [ -1, 0, 2, 3 ]
// expect: undefined undefined 0
// expect: 1 [ <1 empty item>, 3 ] false true 2
// expect: 3 [ 0, <1 empty item>, 2 ] false
// expect: 3 { '0': 'a', '1': 'b', '2': 'c', length: 3 }
// expect: c { '0': 'a', '1': 'b', length: 2 }
// expect: a { '0': 'b', length: 1 }
// expect: 3 { '0': 'x', '1': 'y', '2': 'b', length: 3 }
// expect: 1 { '0': 0, length: 1 }
// expect: 1 { '0': 1, length: 1 } undefined undefined
// expect: undefined { '1': 'z', length: 2 }
// expect: TypeError Pushing 1 elements on an array-like of length 9007199254740991 is disallowed, as the total surpasses 2**53-1
// expect: TypeError Invalid array length
// expect: RangeError Invalid array length 1 4294967295
// expect: TypeError Cannot add property 2, object is not extensible
// expect: TypeError Cannot delete property '1' of [object Array]
// expect: TypeError Cannot assign to read only property '0' of object '[object Array]'
// expect: 32 a 20 49
// expect: 1 1 0
