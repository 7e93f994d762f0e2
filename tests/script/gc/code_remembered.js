// flags: --expose-gc
// env: TARN_GC_VERIFY=1
// Compiled code is remembered, not scanned at every minor: constants made
// by the compiler, cached template objects and inline caches (shapes and
// prototype holders) that are young when a minor runs must still be found
// and moved. The verifier (TARN_GC_VERIFY) also checks that code holding a
// young reference is in the code remembered set.
const minor = () => gc({ type: "minor" });
function tag(strings, ...vals) { return strings.raw.join("|") + vals.join(","); }
function tmpl(x) { return tag`a${x}b${x + 1}c`; }
minor(); minor(); minor(); // every constant is old now: no code is remembered
console.log(tmpl(1)); // expect: a|b|c1,2
minor(); minor();
console.log(tmpl(5), tmpl(1) === tmpl(1)); // expect: a|b|c5,6 true
function site(o) { return o.k + o.j; }
class P { get j() { return 10; } }
class Q extends P { constructor(k) { super(); this.k = k; } }
let s = 0;
for (let r = 0; r < 3; r++) {
  minor(); minor(); minor();
  const q = new Q(r); // fresh shapes and a prototype holder in site()'s caches
  s += site(q);
  minor();
  s += site(new Q(r + 100));
  s += site({ k: r, j: 1 });
}
console.log(s); // expect: 372
// Code compiled after the first collections: its string constants are young.
const f = new Function("x", "return 'fresh-' + x + '-' + 'const';");
minor();
console.log(f(1)); // expect: fresh-1-const
