// Error.isError: true for objects with [[ErrorData]] only.
class MyError extends Error {}
console.log(Error.isError(new Error('a')), Error.isError(new TypeError()), Error.isError(new MyError()));
console.log(Error.isError(new AggregateError([])), Error.isError(new DOMException('d')));
console.log(Error.isError(Object.create(Error.prototype)), Error.isError(Error.prototype), Error.isError({ name: 'Error', message: 'm' }));
console.log(Error.isError(), Error.isError(null), Error.isError('Error'), Error.isError(Error));
try { null.x; } catch (e) { console.log(Error.isError(e)); }
console.log(Error.isError.length, Error.isError.name, Object.getOwnPropertyDescriptor(Error, 'isError').enumerable);
// expect: true true true
// expect: true true
// expect: false false false
// expect: false false false false
// expect: true
// expect: 1 isError false
