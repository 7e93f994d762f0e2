// V8's wording for iterating a non-iterable: array spread, call spread,
// for-of and array destructuring, with the source text of the operand.
const x = 1, o = { a: {}, f() { return 1; } }, s = "str", n5 = 5, nul = null, und = undefined;
function F() {}
function f(...a) { return a; }
const cases = [
  () => [...n5], () => [...5], () => [...{}], () => [...{ a: 1, b: 2 }], () => [...1.5], () => [...1e21],
  () => [...-1], () => [...true], () => [...o.a], () => [...o["a"]], () => [...o[s]], () => [...o.f()],
  () => [...F()], () => [...new F()], () => [...(x)], () => [...x + 1], () => [...(x + 1) * 2], () => [...!x],
  () => [...(0, 1)], () => [...(x ? 1 : 2)], () => [...-x], () => [...[x][0]], () => [...[]["x"]],
  () => [...(() => 1)], () => [...function () {}], () => [...void 0], () => [...x?.y], () => [...s.length],
  () => [..."a".length], () => [...null], () => [...und], () => [...this], () => [...F],
  () => f(...nul), () => f(...und), () => f(...o.x), () => f(...o), () => f(1, ...{}), () => new F(...n5),
  () => { for (const q of {}) {} }, () => { for (const q of n5) {} }, () => { for (const q of o.p) {} },
  () => { for (const q of F()) {} }, () => { for (const q of nul) {} },
  () => { const [a] = null; }, () => { const [a] = und; }, () => { const [a] = 5; }, () => { const [a] = {}; },
  () => { const [a] = n5; }, () => { const [a] = o.f(); }, () => { const [[a]] = [1]; },
  () => { let a; [a] = 1; }, () => { let a; [a] = o; }, () => { let a; [a] = true; }, () => { let a; [a] = null; },
  () => { let a; [a] = und; }, () => { let a; [a] = F; }, () => { function g([a]) {} g(1); },
  () => { function g([a]) {} g(); }, () => { function g([a]) {} g(null); },
  () => { for (const [a] of [1]) {} },
  () => { const [a] = "xy"; console.log("fine", a); }, () => console.log("fine", [..."hi"], f(..."ab")),
];
for (const c of cases) {
  try { c(); console.log("ok"); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
}
// expect: TypeError: n5 is not iterable
// expect: TypeError: 5 is not iterable
// expect: TypeError: {} is not iterable
// expect: TypeError: {(intermediate value)(intermediate value)} is not iterable
// expect: TypeError: 1.5 is not iterable
// expect: TypeError: 1e+21 is not iterable
// expect: TypeError: -1 is not iterable
// expect: TypeError: true is not iterable
// expect: TypeError: o.a is not iterable
// expect: TypeError: o.a is not iterable
// expect: TypeError: o[s] is not iterable
// expect: TypeError: o.f is not a function or its return value is not iterable
// expect: TypeError: F is not a function or its return value is not iterable
// expect: TypeError: F is not a function or its return value is not iterable
// expect: TypeError: x is not iterable
// expect: TypeError: (x + 1) is not iterable
// expect: TypeError: ((x + 1) * 2) is not iterable
// expect: TypeError: (!x) is not iterable
// expect: TypeError: (0 , 1) is not iterable
// expect: TypeError: (intermediate value)(intermediate value)(intermediate value) is not iterable
// expect: TypeError: (-x) is not iterable
// expect: TypeError: [x][0] is not iterable
// expect: TypeError: [].x is not iterable
// expect: TypeError: (intermediate value) is not iterable
// expect: TypeError: (intermediate value) is not iterable
// expect: TypeError: (void 0) is not iterable
// expect: TypeError: (intermediate value) is not iterable
// expect: TypeError: s.length is not iterable
// expect: TypeError: "a".length is not iterable
// expect: TypeError: null is not iterable
// expect: TypeError: und is not iterable
// expect: TypeError: this is not iterable
// expect: TypeError: F is not iterable
// expect: TypeError: nul is not iterable (cannot read property null)
// expect: TypeError: und is not iterable (cannot read property undefined)
// expect: TypeError: o.x is not iterable (cannot read property undefined)
// expect: TypeError: Spread syntax requires ...iterable[Symbol.iterator] to be a function
// expect: TypeError: Spread syntax requires ...iterable[Symbol.iterator] to be a function
// expect: TypeError: Spread syntax requires ...iterable[Symbol.iterator] to be a function
// expect: TypeError: {} is not iterable
// expect: TypeError: n5 is not iterable
// expect: TypeError: o.p is not iterable
// expect: TypeError: F is not a function or its return value is not iterable
// expect: TypeError: nul is not iterable
// expect: TypeError: null is not iterable
// expect: TypeError: und is not iterable
// expect: TypeError: 5 is not iterable
// expect: TypeError: {} is not iterable
// expect: TypeError: n5 is not iterable
// expect: TypeError: number 1 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: number 1 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: number 1 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: boolean true is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: object null is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: undefined is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: function is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: number 1 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: undefined is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: object null is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: .for is not iterable
// expect: fine x
// expect: ok
// expect: fine [ 'h', 'i' ] [ 'a', 'b' ]
// expect: ok
