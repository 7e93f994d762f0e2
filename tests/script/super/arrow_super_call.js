// super(...) inside arrow functions of a derived constructor
class A {
  constructor(...args) { this.args = args; this.nt = new.target.name; }
}
class B extends A {
  field = this.args.length;
  constructor(kind) {
    const make = (...xs) => super(...xs);
    if (kind === "spread") make(1, 2, 3);
    else if (kind === "nested") (() => (() => super("deep"))())();
    else if (kind === "twice") {
      make("first");
      try { make("second"); } catch (e) { console.log(e.constructor.name + ": " + e.message, this.args); }
    } else if (kind === "late") {
      super("now");
      this.late = make;
      return;
    } else if (kind === "none") {
      return;
    } else {
      super("direct");
      try { make(); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
    }
    console.log(kind, this.args, this.nt, this.field, this instanceof B);
  }
}
new B("spread");
new B("nested");
new B("twice");
new B("direct");
const late = new B("late");
try { late.late("again"); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
try { new B("none"); } catch (e) { console.log(e.constructor.name + ": " + e.message); }

// new.target flows through to the parent
class C extends B { constructor() { const f = () => super("spread"); f(); } }
const c = new C();
console.log(c.nt, c instanceof C);

// `this` before the arrow's super() is a ReferenceError; after it, the object
class D extends A {
  constructor() {
    const f = () => super("d");
    try { this.x = 1; } catch (e) { console.log(e.constructor.name); }
    const self = f();
    console.log(self === this, this.args);
  }
}
new D();

// an arrow that returns from a try with finally calling super()
class E extends A {
  constructor() {
    const f = () => super("e");
    try { return; } finally { f(); }
  }
}
console.log(new E().args);

// the parent is looked up when super() runs
class P1 { constructor() { this.from = "P1"; } }
class P2 { constructor() { this.from = "P2"; } }
class F extends P1 { constructor() { const f = () => super(); Object.setPrototypeOf(F, P2); f(); } }
console.log(new F().from);
class G extends P1 { constructor() { const f = () => super(); Object.setPrototypeOf(G, null); f(); } }
try { new G(); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
class H extends P1 { constructor() { Object.setPrototypeOf(H, null); (() => super())(); } }
try { new H(); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
// expect: spread [ 1, 2, 3 ] B 3 true
// expect: nested [ 'deep' ] B 1 true
// expect: ReferenceError: Super constructor may only be called once [ 'first' ]
// expect: twice [ 'first' ] B 1 true
// expect: ReferenceError: Super constructor may only be called once
// expect: direct [ 'direct' ] B 1 true
// expect: ReferenceError: Super constructor may only be called once
// expect: ReferenceError: Must call super constructor in derived class before accessing 'this' or returning from derived constructor
// expect: spread [ 1, 2, 3 ] C 3 true
// expect: C true
// expect: ReferenceError
// expect: true [ 'd' ]
// expect: [ 'e' ]
// expect: P2
// expect: TypeError: Super constructor null of f is not a constructor
// expect: TypeError: Super constructor null of anonymous class is not a constructor
