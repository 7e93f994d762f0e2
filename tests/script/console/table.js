// console.table: rows from arrays, objects, Maps and Sets; a column per key, Values for primitives, node's box drawing
console.table([{ a: 1, b: 'Y' }, { a: 'Z', c: [1, 2] }]);
console.table([[1, 2], [3, 4, 5]]);
console.table({ x: { v: 1 }, y: { v: 2, w: null } });
console.table([{ a: 1, b: 2 }], ['b']);
console.table(5); console.table('str'); console.table([]);
console.table([1, 'two', { three: 3 }]);
console.table(new Map([['k', { v: 1 }], ['k2', 2]]));
console.table(new Set([1, 'a']));
console.table([{ 'long name here': 'ünïcödé 日本', n: -0 }]);
console.table([{ a: { deep: { deeper: 1 } }, f() {}, s: Symbol('x'), u: undefined }]);
