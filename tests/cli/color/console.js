// Console output on a terminal: node's util.inspect colours
// (tests/cli/test_cli.py runs it under a pty and compares with console.tty.out,
// node's bytes).
console.log(1, 's', null, undefined, true, [1, 'x', { a: 2 }], { f() {}, d: new Date(0), r: /x/g, sym: Symbol('q') });
console.log('%o and %O', { a: { b: 's' } }, { b: 'c' });
console.log('%s %d %i %f %j', 'a', 1, 2, 3.5, { x: 1 });
console.log('%s|%s', { s: 1 }, [1, 's']);
console.error({ err: 1 }, 'e', [null]);
console.warn(['w']);
console.info(['i']);
console.debug(['d']);
console.log(new Map([[1, 'a']]), new Set(['x']), new WeakSet(), [undefined, null], -0, NaN);
console.log(function foo() {}, class A {}, Symbol.iterator, [, 1], { get g() { return 1; } });
console.log({ nested: { deep: { deeper: { deepest: 1 } } } }, [[[[1]]]]);
console.group('G', { g: 1 });
console.log([3]);
console.groupEnd();
console.assert(false, { a: 1 }, 'x');
console.dir({ a: 'b' }, { depth: 0 });
console.log('plain string', 42, 'x'.repeat(70), ['a'.repeat(30), 'b'.repeat(30), 'c'.repeat(30)]);
