// async methods: object and class, static, computed names, super, getters on this
const key = 'dyn';
const o = {
  base: 2,
  async m(x) { await null; return this.base * x; },
  async [key + 'Name']() { return 'computed ' + key; },
  async 'quoted key'() { return 'quoted'; },
  async 42() { return 'numeric'; },
  async: 'a property named async',
  async() { return 'a method named async'; },
};
(async () => {
  console.log(await o.m(21));
  console.log(await o.dynName());
  console.log(await o['quoted key']());
  console.log(await o[42]());
  console.log(o.async());
  class A {
    constructor() { this.v = 'A'; }
    async get() { return this.v; }
    static async make() { await null; return new this(); }
    async #priv() { return 'private'; }
    callPriv() { return this.#priv(); }
  }
  class B extends A {
    async get() { const s = await super.get(); return s + 'B'; }
    static async make() { const b = await super.make(); b.v = 'made'; return b; }
  }
  console.log(await new B().get());
  console.log(await (await B.make()).get());
  console.log(await new A().callPriv());
  console.log(o.m.name, o.dynName.name, A.make.name, o.m.length);
  console.log(o.m, A.prototype.get, o.dynName);
  try { new o.m(); } catch (e) { console.log(e.constructor.name, e.message); }
})();
// expect: 42
// expect: computed dyn
// expect: quoted
// expect: numeric
// expect: a method named async
// expect: AB
// expect: madeB
// expect: private
// expect: m dynName make 1
// expect: [AsyncFunction: m] [AsyncFunction: get] [AsyncFunction: dynName]
// expect: TypeError o.m is not a constructor
