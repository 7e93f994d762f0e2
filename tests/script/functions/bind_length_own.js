// A bound function's length: ToIntegerOrInfinity of the target's OWN length
// (an inherited one does not count), less the bound arguments, at least 0.
function fn() {}
for (const v of [NaN, -0, Infinity, -Infinity, 3.66, -0.77, undefined, '3', 2**40 + 0.5]) {
  Object.defineProperty(fn, 'length', { value: v });
  console.log(String(v), fn.bind().length, fn.bind(0, 0).length, Object.is(fn.bind().length, -0));
}
function bar() {}
Object.setPrototypeOf(bar, { length: 42 });
console.log(delete bar.length, Function.prototype.bind.call(bar, null, 1).length);
function baz(a, b, c) {}
Object.defineProperty(baz, 'name', { value: 42 });
console.log(JSON.stringify(baz.bind().name));
// expect: NaN 0 0 false
// expect: 0 0 0 false
// expect: Infinity Infinity Infinity false
// expect: -Infinity 0 0 false
// expect: 3.66 3 2 false
// expect: -0.77 0 0 false
// expect: undefined 0 0 false
// expect: 3 0 0 false
// expect: 1099511627776.5 1099511627776 1099511627775 false
// expect: true 0
// expect: "bound "
