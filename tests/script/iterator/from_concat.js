// Iterator.from (with its wrapper) and Iterator.concat.
const plain = { i: 0, next() { return { done: this.i > 2, value: this.i++ }; } };
const w = Iterator.from(plain);
console.log(w, Object.getPrototypeOf(w) === Iterator.prototype, w instanceof Iterator);
console.log(w.map(x => x + 1).toArray());
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(w)), Object.prototype.toString.call(w));
console.log(w.return());
const g = (function* () { yield 1; })();
console.log(Iterator.from(g) === g, Iterator.from('ab').toArray(), Iterator.from([3, 4]).toArray());
const withReturn = { next() { return { done: false, value: 1 }; }, return() { return { done: true, value: 'r' }; } };
console.log(Iterator.from(withReturn).return());

const c = Iterator.concat([1, 2], new Set([3]), 'xy'.split(''));
console.log(c, [...c]);
let closed = 0;
const inner = { [Symbol.iterator]() { return { next() { return { done: false, value: 9 }; }, return() { closed++; return {}; } }; } };
const c2 = Iterator.concat(inner);
console.log(c2.return(), closed);
const c3 = Iterator.concat(inner);
console.log(c3.next(), c3.return(), closed, c3.next());
class MyIter extends Iterator { next() { return { done: true }; } }
const mi = new MyIter();
console.log(mi, mi instanceof Iterator, Object.prototype.toString.call(mi), mi.toArray());
// expect: Object [Iterator] {} false true
// expect: [ 1, 2, 3 ]
// expect: [ 'next', 'return' ] [object Iterator]
// expect: { value: undefined, done: true }
// expect: true [ 'a', 'b' ] [ 3, 4 ]
// expect: { done: true, value: 'r' }
// expect: Object [Iterator Helper] {} [ 1, 2, 3, 'x', 'y' ]
// expect: { value: undefined, done: true } 0
// expect: { value: 9, done: false } { value: undefined, done: true } 1 { value: undefined, done: true }
// expect: MyIter [Iterator] {} true [object Iterator] []
