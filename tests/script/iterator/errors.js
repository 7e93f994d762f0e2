// Iterator helpers: V8's error texts.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => Iterator());
t(() => new Iterator());
t(() => Iterator.prototype.map.call(1, x => x));
t(() => Iterator.prototype.map.call({}, 1));
t(() => Iterator.prototype.filter.call({ next() {} }, 'abc'));
t(() => Iterator.prototype.take.call({ next() {} }, NaN));
t(() => Iterator.prototype.drop.call({ next() {} }, -1));
t(() => Iterator.prototype.take.call({ next() {} }, {}));
t(() => Iterator.prototype.reduce.call({ next() { return { done: true }; } }, (a, b) => a));
t(() => Iterator.prototype.toArray.call(5));
t(() => Iterator.prototype.forEach.call({ next() { return 5; } }, x => x));
t(() => Iterator.prototype.some.call({ next() { return { done: false, value: 1 }; }, return() { return 3; } }, x => true));
t(() => [1].values().map(x => x).next.call({}));
t(() => { function* g() {} return [1].values().map(x => x).return.call(g()); });
t(() => [1].values().flatMap(x => x).next());
t(() => [1].values().flatMap(x => 'ab').next());
t(() => [1].values().flatMap(x => ({ [Symbol.iterator]: 5 })).next());
t(() => [1].values().flatMap(x => ({ [Symbol.iterator]: () => 5 })).next());
t(() => Iterator.from(5));
t(() => Iterator.from({ [Symbol.iterator]() { return 5; } }));
t(() => Iterator.concat(5));
t(() => Iterator.concat({}));
t(() => Iterator.concat({ [Symbol.iterator]() { return 5; } }).next());
t(() => Iterator.from({ next() {} }).next.call({}));
const tag = Object.getOwnPropertyDescriptor(Iterator.prototype, Symbol.toStringTag);
t(() => tag.set.call(Iterator.prototype, 1));
t(() => tag.set.call(1, 1));
t(() => Object.getOwnPropertyDescriptor(Iterator.prototype, 'constructor').set.call(Iterator.prototype, 1));
const o = Object.create(Iterator.prototype);
o[Symbol.toStringTag] = 'Mine';
console.log(Object.prototype.toString.call(o), Object.getOwnPropertyDescriptor(o, Symbol.toStringTag));
// expect: TypeError: Constructor Iterator requires 'new'
// expect: TypeError: Abstract class Iterator not directly constructable
// expect: TypeError: Iterator.prototype.map called on non-object
// expect: TypeError: number 1 is not a function
// expect: TypeError: string "abc" is not a function
// expect: RangeError: NaN must be positive
// expect: RangeError: -1 must be positive
// expect: RangeError: #<Object> must be positive
// expect: TypeError: Reduce of a done iterator with no initial value
// expect: TypeError: Iterator.prototype.toArray called on non-object
// expect: TypeError: Iterator result 5 is not an object
// expect: TypeError: return called on non-object
// expect: TypeError: Method Iterator Helper.prototype.next called on incompatible receiver #<Object>
// expect: TypeError: Method Iterator Helper.prototype.return called on incompatible receiver [object Generator]
// expect: TypeError: Iterator.prototype.flatMap called on non-object
// expect: TypeError: Iterator.prototype.flatMap called on non-object
// expect: TypeError: '5' returned for property 'Symbol(Symbol.iterator)' of object '#<Object>' is not a function
// expect: TypeError: #<Object> is not iterable
// expect: TypeError: Iterator.from called on non-object
// expect: TypeError: #<Object> is not iterable
// expect: TypeError: Iterator.concat called on non-object
// expect: TypeError: #<Object> is not iterable
// expect: TypeError: 5 is not iterable
// expect: TypeError: Method %WrapForValidIteratorPrototype%.next called on incompatible receiver #<Object>
// expect: TypeError: Cannot assign to read only property 'Symbol(Symbol.toStringTag)' of object '[object Object]'
// expect: TypeError: set Iterator.prototype[Symbol.toStringTag] called on non-object
// expect: TypeError: Cannot assign to read only property 'constructor' of object '[object Object]'
// expect: [object Mine] { value: 'Mine', writable: true, enumerable: true, configurable: true }
