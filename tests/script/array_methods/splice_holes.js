// splice / toSpliced / slice: negative indices, holes, array-likes, deleteCount edge cases
const mk = () => [0, 1, 2, 3, 4, 5];
let a = mk();
console.log(a.splice(-2), a);
a = mk(); console.log(a.splice(1, 2, "a", "b", "c"), a);
a = mk(); console.log(a.splice(2, 0, "x"), a);
a = mk(); console.log(a.splice(), a);
a = mk(); console.log(a.splice(undefined), a);
a = mk(); console.log(a.splice(1, undefined), a);
a = mk(); console.log(a.splice(1, -5), a);
a = mk(); console.log(a.splice(-100, 2), a);
a = mk(); console.log(a.splice(4, 100), a);
a = mk(); console.log(a.splice(1.7, 1.9), a);
a = mk(); console.log(a.splice(1, Infinity), a);
const h = [0, , 2, , 4];
console.log(h.splice(1, 2), h, h.length, 1 in h, 2 in h);
const h2 = [0, , 2];
console.log(h2.splice(0, 1, "a", "b"), h2, 2 in h2);
const al = { length: 4, 0: "a", 1: "b", 3: "d" };
console.log(Array.prototype.splice.call(al, 1, 1), al);
console.log(Array.prototype.splice.call(al, 0, 0, "z"), al);
const b = mk();
console.log(b.toSpliced(1, 2), b.toSpliced(-1, 1, "x", "y"), b.toSpliced(), b.toSpliced(2), b);
console.log([1, , 3].toSpliced(0, 0), Array.prototype.toSpliced.call({ length: 3, 1: "b" }, 1, 1, "q"));
console.log(mk().slice(-3, -1), mk().slice(4, 2), mk().slice(NaN), mk().slice(2, Infinity), mk().slice(-Infinity, 2));
console.log([1, , 3].slice(0), Array.prototype.slice.call({ length: 3, 0: "a", 2: "c" }), Array.prototype.slice.call("str", 1));
const s = [1, , 3].slice(1);
console.log(s, s.length, 0 in s);
try { Array.prototype.splice.call({ length: 2 ** 53 - 1 }, 0, 0, 1); } catch (e) { console.log(e.constructor.name, e.message); }
try { Array.prototype.toSpliced.call({ length: 2 ** 32 }, 0, 0); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Array.prototype.slice.call({ length: 2 ** 32 + 2, [2 ** 32]: "x" }, 2 ** 32, 2 ** 32 + 1));
const fr = Object.freeze([1, 2, 3]);
try { fr.splice(0, 1); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(fr.toSpliced(0, 1), fr.slice(1));
console.log(Array.prototype.splice.length, Array.prototype.toSpliced.length, Array.prototype.slice.length);
// expect: [ 4, 5 ] [ 0, 1, 2, 3 ]
// expect: [ 1, 2 ] [
// expect:   0, 'a', 'b', 'c',
// expect:   3, 4,   5
// expect: ]
// expect: [] [
// expect:   0, 1, 'x', 2,
// expect:   3, 4, 5
// expect: ]
// expect: [] [ 0, 1, 2, 3, 4, 5 ]
// expect: [ 0, 1, 2, 3, 4, 5 ] []
// expect: [] [ 0, 1, 2, 3, 4, 5 ]
// expect: [] [ 0, 1, 2, 3, 4, 5 ]
// expect: [ 0, 1 ] [ 2, 3, 4, 5 ]
// expect: [ 4, 5 ] [ 0, 1, 2, 3 ]
// expect: [ 1 ] [ 0, 2, 3, 4, 5 ]
// expect: [ 1, 2, 3, 4, 5 ] [ 0 ]
// expect: [ <1 empty item>, 2 ] [ 0, <1 empty item>, 4 ] 3 false true
// expect: [ 0 ] [ 'a', 'b', <1 empty item>, 2 ] false
// expect: [ 'b' ] { '0': 'a', '2': 'd', length: 3 }
// expect: [] { '0': 'z', '1': 'a', '3': 'd', length: 4 }
// expect: [ 0, 3, 4, 5 ] [
// expect:   0, 1,   2,   3,
// expect:   4, 'x', 'y'
// expect: ] [ 0, 1, 2, 3, 4, 5 ] [ 0, 1 ] [ 0, 1, 2, 3, 4, 5 ]
// expect: [ 1, undefined, 3 ] [ undefined, 'q', undefined ]
// expect: [ 3, 4 ] [] [ 0, 1, 2, 3, 4, 5 ] [ 2, 3, 4, 5 ] [ 0, 1 ]
// expect: [ 1, <1 empty item>, 3 ] [ 'a', <1 empty item>, 'c' ] [ 't', 'r' ]
// expect: [ <1 empty item>, 3 ] 2 false
// expect: TypeError Invalid array length
// expect: RangeError Invalid array length
// expect: [ 'x' ]
// expect: TypeError Cannot assign to read only property '0' of object '[object Array]'
// expect: [ 2, 3 ] [ 2, 3 ]
// expect: 2 2 2
