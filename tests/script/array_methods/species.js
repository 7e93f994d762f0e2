// subclassing Array: new.target's prototype, species for map/filter/slice/splice/concat/flat
class MyArr extends Array {
  sum() { return this.reduce((a, b) => a + b, 0); }
}
const m = new MyArr();
m.push(1, 2, 3);
console.log(m.sum(), m.length, Array.isArray(m), m instanceof MyArr, m instanceof Array);
const m2 = new MyArr(3);
console.log(m2.length, 0 in m2, new MyArr(1, 2).length, MyArr.from([4, 5]) instanceof MyArr, MyArr.of(6).sum());
const mapped = m.map(x => x * 2);
console.log(mapped instanceof MyArr, mapped.sum(), m.filter(x => x > 1) instanceof MyArr, m.slice(1) instanceof MyArr);
console.log(m.splice(0, 1) instanceof MyArr, m.concat([9]) instanceof MyArr, m.flat() instanceof MyArr, m.flatMap(x => x) instanceof MyArr);
console.log(m.toSorted() instanceof MyArr, m.toReversed() instanceof MyArr, m.with(0, 1) instanceof MyArr, m.toSpliced(0) instanceof MyArr);
class Counted extends Array {
  constructor(...args) { super(...args); Counted.made = (Counted.made || 0) + 1; }
}
const c = Counted.from([1, 2, 3]);
Counted.made = 0;
c.map(x => x);
c.filter(x => x);
console.log(Counted.made, c.length);
const plain = [1, 2];
plain.constructor = undefined;
console.log(plain.map(x => x), Array.isArray(plain.slice()));
const odd = [1, 2];
odd.constructor = { [Array.name]: 1 };
console.log(odd.map(x => x + 1));
const bad = [1];
bad.constructor = 5;
try { bad.map(x => x); } catch (e) { console.log(e.constructor.name, e.message); }
function Fake(n) { this.n = n; }
const withFake = [1, 2];
withFake.constructor = Fake;
console.log(withFake.concat([3]) instanceof Array);
console.log(Array.prototype.constructor === Array, Array.length, Array.name, typeof Array.isArray);
// expect: 6 3 true true true
// expect: 3 false 2 true 6
// expect: true 12 true true
// expect: true true true true
// expect: false false false false
// expect: 2 3
// expect: [ 1, 2 ] true
// expect: [ 2, 3 ]
// expect: TypeError object.constructor[Symbol.species] is not a constructor
// expect: true
// expect: true 1 Array function
