'use strict';
// %s: node's hasBuiltInToString decides between String() and inspect at depth 0;
// %j prints [Circular] for a cyclic argument.
class P { toString() { return 'P!'; } }
class Q {}
class T { [Symbol.toPrimitive]() { return 'tp'; } }
class D extends Date {}
class D2 extends Date { [Symbol.toPrimitive]() { return 'd2'; } }
console.log('%s|%s|%s', new P(), new Q(), new T());
console.log('%s|%s', new D(0), new D2(0));
console.log('%s', { [Symbol.toPrimitive]() { return 'prim'; } });
console.log('%s', { toString() { return 'own'; } });
console.log('%s', { toString: 5 });
console.log('%s', Object.create(null));
console.log('%s', Object.create({ toString() { return 'protoTS'; } }));
console.log('%s', Object.create({ [Symbol.toPrimitive]() { return 'inh'; } }));
console.log('%s', new (class extends Map { toString() { return 'mm'; } })());
console.log('%s', { a: { b: 1 } }, [[1, [2]]]);
console.log('%s', [[1, [2]]]);
console.log('%s', new Map([[1, { a: {} }]]));
console.log('%s|%s|%s|%s', new Uint8Array([1, 2]), new Date(0), new Map([[1, 2]]), new Set([1]));
console.log('%s|%s|%s', Promise.resolve(1), new Number(5), /re/g);
console.log('%s', function foo() { return 1; });
console.log('%s', class Z {});
const circ = { n: 1 }; circ.c = circ;
console.log('%j', circ);
const arr = [1]; arr.push({ arr });
console.log('x %j y', arr);
try {
    console.log('%j', { toJSON() { throw new RangeError('tj'); } });
} catch (e) {
    console.log('caught', e.name, e.message);
}
