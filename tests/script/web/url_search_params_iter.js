// URLSearchParams iterators: live over the list, node's result order and inspect output
const p = new URLSearchParams('a=1&b=2&c=3'); const it = p.entries(); console.log(it.next()); p.append('d','4'); console.log([...it]);
const k = p.keys(); k.next(); console.log(k, p.values(), Object.getOwnPropertyNames(Object.getPrototypeOf(k)), Object.getPrototypeOf(Object.getPrototypeOf(k)) === Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
console.log(new URLSearchParams().keys(), p.entries());
try { Object.getPrototypeOf(k).next.call({}) } catch (e) { console.log(e.name, e.code, e.message) }
const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(k), 'next'); console.log(d.enumerable, d.writable);
const k2 = new URLSearchParams('a=1').keys(); k2.next(); console.log(k2.next(), Object.getPrototypeOf(k2)[Symbol.toStringTag], Object.prototype.toString.call(k2));
for (const [a, b] of new URLSearchParams('x=1&y=2')) console.log(a, b);
console.log(Array.from(new URLSearchParams('x=1&y=2').values()), [...new URLSearchParams('q=9')]);
// expect: { done: false, value: [ 'a', '1' ] }
// expect: [ [ 'b', '2' ], [ 'c', '3' ], [ 'd', '4' ] ]
// expect: URLSearchParams Iterator { 'b', 'c', 'd' } URLSearchParams Iterator { '1', '2', '3', '4' } [ 'next' ] true
// expect: URLSearchParams Iterator {  } URLSearchParams Iterator { [ 'a', '1' ], [ 'b', '2' ], [ 'c', '3' ], [ 'd', '4' ] }
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type URLSearchParamsIterator
// expect: true true
// expect: { done: true, value: undefined } URLSearchParams Iterator [object URLSearchParams Iterator]
// expect: x 1
// expect: y 2
// expect: [ '1', '2' ] [ [ 'q', '9' ] ]
