// Async generator methods: object literal, class, static, computed and
// private, and what console.log prints for them.
const key = 'dyn';
const o = {
  async *m() { yield 'm'; },
  async *[key + 'Name']() { yield 'computed'; },
  async *[Symbol.asyncIterator]() { yield 'self'; yield 'iter'; },
  async *'x y'() { yield 'str'; },
  async *get() { yield 'named get'; },
};
class C {
  constructor(v) { this.v = v; }
  async *m() { yield this.v; }
  static async *s() { yield 'static'; }
  async *#p() { yield 'private'; yield this.v * 2; }
  p() { return this.#p(); }
  static async *[key]() { yield 'static computed'; }
}
class D extends C {
  async *m() { for await (const x of super.m()) yield 'D:' + x; }
}
console.log(o.m, o.dynName, o[Symbol.asyncIterator], o['x y'], o.get);
console.log(C.prototype.m, C.s, C.dyn);
console.log(o.m.name, C.s.name, o[Symbol.asyncIterator].name);
(async () => {
  console.log((await o.m().next()).value, (await o.dynName().next()).value, (await o['x y']().next()).value);
  for await (const v of o) console.log('o yields', v);
  const c = new C(21);
  console.log((await c.m().next()).value, (await C.s().next()).value, (await C.dyn().next()).value);
  for await (const v of c.p()) console.log('private', v);
  for await (const v of new D(5).m()) console.log(v);
  console.log((await o.get().next()).value);
})();
// expect: [AsyncGeneratorFunction: m] [AsyncGeneratorFunction: dynName] [AsyncGeneratorFunction: [Symbol.asyncIterator]] [AsyncGeneratorFunction: x y] [AsyncGeneratorFunction: get]
// expect: [AsyncGeneratorFunction: m] [AsyncGeneratorFunction: s] [AsyncGeneratorFunction: dyn]
// expect: m s [Symbol.asyncIterator]
// expect: m computed str
// expect: o yields self
// expect: o yields iter
// expect: 21 static static computed
// expect: private private
// expect: private 42
// expect: D:5
// expect: named get
