try { class C { [C.name]() {} } } catch (e) { console.log(e.constructor.name, e.message); }
try { const D = class E { static [E.x]() {} }; } catch (e) { console.log(e.constructor.name, e.message); }
try { class C2 { [(() => C2)()]() {} } } catch (e) { console.log(e.constructor.name, e.message); }
class K {
  static make() { return new K(); }
  who() { const f = () => K.name; return f(); }
  get self() { return K; }
  ["com" + "puted"]() { return K === this.constructor; }
}
console.log(K.make() instanceof K, new K().who(), new K().self === K, new K().computed());
const L = class Inner { me() { return Inner; } };
console.log(new L().me() === L, typeof Inner);
// expect: ReferenceError Cannot access 'C' before initialization
// expect: ReferenceError Cannot access 'E' before initialization
// expect: ReferenceError Cannot access 'C2' before initialization
// expect: true K true true
// expect: true undefined
