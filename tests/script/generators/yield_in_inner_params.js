// A function nested in a generator takes [Yield] from itself alone: in its
// parameters (sloppy code) `yield` is the identifier, not the outer
// generator's operator; a nested generator's parameters may hold neither.
var yield = 23;
function* g() {
  function f(x = yield) { return x; }
  var o = { m(y = yield) { return y; }, set s(v = yield) { this.v = v; } };
  o.s = undefined;
  console.log(f(), o.m(), o.v);
  var fe = function (z = yield) { return z; };
  console.log(fe(), fe(1));
  try { eval('function* h(x = yield) {}'); } catch (e) { console.log(e.name, e.message); }
  try { eval('(x = yield) => x'); } catch (e) { console.log(e.name); }
  const r = yield 'outer';
  console.log('resumed with', r);
}
const it = g();
console.log(it.next().value);
it.next('v');
// expect: 23 23 23
// expect: 23 1
// expect: SyntaxError Yield expression not allowed in formal parameter
// expect: outer
// expect: resumed with v
