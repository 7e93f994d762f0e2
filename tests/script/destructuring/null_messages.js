// V8's wording for destructuring null/undefined, in each position.
const o = { x: { } }, k = {};
function nul() { return null; }
const cases = [
  () => { const { a } = null; },
  () => { const {} = null; },
  () => { const { a } = undefined; },
  () => { function f({ a }) {} f(); },
  () => { function f({ a }) {} f(null); },
  () => { const { a } = o.y; },
  () => { const { a } = o["y"]; },
  () => { const { a } = o.x.y; },
  () => { const key = "z"; const { [key]: v } = null; },
  () => { const { ...r } = null; },
  () => { const { a: { b } } = { a: null }; },
  () => { const [{ b }] = [null]; },
  () => { let a; ({ a } = null); },
  () => { let x = null; const { a } = x; },
  () => { const { a } = nul(); },
  () => { const { "q": a } = null; },
  () => { const { 1: a } = null; },
  () => { const { a = 1 } = null; },
  () => { const { a, b = 1 } = null; },
  () => { const { a: x = 1 } = null; },
  () => { const { a: { b } } = null; },
  () => { for (const { a } of [null]) {} },
  () => { let a; for ({ a } of [null]) {} },
  () => { const g = ({ a }) => a; g(); },
  () => { const g = ({}) => 1; g(null); },
  () => { let a; ({ a } = o.q); },
  () => { const { a } = (0, null); },
  () => { const { a } = [][0]; },
  () => { const { a } = k[1]; },
  () => { const { a } = k?.z; },
  () => { try { throw null; } catch ({ a }) {} },
  () => { const { a } = 0 || null; },
  () => { const { length } = null; },
  () => { const { a } = {}; console.log("fine", a); },
  () => { const { length } = "abc"; console.log("fine", length); },
  () => { const { a } = 5; console.log("fine", a); },
];
for (const c of cases) {
  try { c(); console.log("ok"); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
}
// expect: TypeError: Cannot destructure property 'a' of 'null' as it is null.
// expect: TypeError: Cannot destructure 'null' as it is null.
// expect: TypeError: Cannot destructure property 'a' of 'undefined' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of 'undefined' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of 'object null' as it is null.
// expect: TypeError: Cannot destructure property 'a' of 'o.y' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of 'o.y' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of 'o.x.y' as it is undefined.
// expect: TypeError: Cannot destructure 'null' as it is null.
// expect: TypeError: Cannot destructure 'null' as it is null.
// expect: TypeError: Cannot read properties of null (reading 'b')
// expect: TypeError: Cannot read properties of null (reading 'b')
// expect: TypeError: Cannot destructure property 'a' of 'null' as it is null.
// expect: TypeError: Cannot destructure property 'a' of 'x' as it is null.
// expect: TypeError: Cannot destructure property 'a' of 'nul(...)' as it is null.
// expect: TypeError: Cannot destructure property 'q' of 'null' as it is null.
// expect: TypeError: Cannot destructure property '1' of 'null' as it is null.
// expect: TypeError: Cannot read properties of null (reading 'a')
// expect: TypeError: Cannot destructure property 'a' of 'null' as it is null.
// expect: TypeError: Cannot read properties of null (reading 'a')
// expect: TypeError: Cannot destructure property 'a' of 'null' as it is null.
// expect: TypeError: Cannot destructure property 'a' of '.for' as it is null.
// expect: TypeError: Cannot read properties of null (reading 'a')
// expect: TypeError: Cannot destructure property 'a' of 'undefined' as it is undefined.
// expect: TypeError: Cannot destructure 'object null' as it is null.
// expect: TypeError: Cannot destructure property 'a' of 'o.q' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of '(0 , null)' as it is null.
// expect: TypeError: Cannot destructure property 'a' of '[][0]' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of 'k[1]' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of '(intermediate value)' as it is undefined.
// expect: TypeError: Cannot destructure property 'a' of '.catch' as it is null.
// expect: TypeError: Cannot destructure property 'a' of '(0 || null)' as it is null.
// expect: TypeError: Cannot destructure property 'length' of 'null' as it is null.
// expect: fine undefined
// expect: ok
// expect: fine 3
// expect: ok
// expect: fine undefined
// expect: ok
