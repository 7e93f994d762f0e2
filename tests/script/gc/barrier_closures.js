// flags: --expose-gc
// env: TARN_GC_VERIFY=1
// Closure boxes (captured variables), class statics, private fields and
// bound functions that are old and get young values.
const minor = () => gc({ type: "minor" });
function cell() {
  let v = null;
  return { get: () => v, set: (x) => { v = x; } };
}
const c = cell();
class K {
  static s = null;
  #p = null;
  setP(x) { this.#p = x; }
  getP() { return this.#p; }
}
const k = new K();
let captured = "start";
const readCaptured = () => captured;
minor(); minor(); minor();
c.set({ deep: { deeper: "box" } });
K.s = ["static"];
k.setP({ priv: 42 });
captured = "young " + [1, 2].join("+");
const bound = readCaptured.bind(null);
minor(); minor();
console.log(c.get().deep.deeper, K.s[0], k.getP().priv, bound()); // expect: box static 42 young 1+2
const tag = (strs, ...xs) => strs.raw.join("|") + xs.length;
const tpl = () => tag`a${1}b${2}c`;
const first = tpl();
minor(); minor();
console.log(first === tpl(), tpl()); // expect: true a|b|c2
