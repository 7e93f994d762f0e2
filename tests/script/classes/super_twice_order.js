// A second super() call evaluates its arguments and constructs the parent
// before it fails to bind `this` (ReferenceError), as node does; `this`
// keeps the first result.
var log = [];
class Base { constructor(x) { log.push('Base(' + x + ')'); } }
function f(n) { log.push('f' + n); return n; }
class Sub extends Base {
  constructor() {
    super(0);
    var first = this;
    for (var attempt of [() => super(f(1)), () => super(super(2), f(3)), () => super(f(4), super(5))]) {
      log.length = 0;
      try { attempt(); log.push('no error'); } catch (e) { log.push(e.constructor.name + ': ' + e.message); }
      console.log(log.join(', '), this === first);
    }
  }
}
new Sub();
class Direct extends Base {
  constructor() {
    super(0);
    log.length = 0;
    try { super(f(6)); } catch (e) { log.push(e.constructor.name); }
    console.log(log.join(', '));
  }
}
new Direct();
class NativeParent extends Array {
  constructor() {
    super(1);
    try { super(f(7)); } catch (e) { console.log(e.constructor.name, e.message, this.length); }
  }
}
new NativeParent();
// expect: f1, Base(1), ReferenceError: Super constructor may only be called once true
// expect: Base(2), ReferenceError: Super constructor may only be called once true
// expect: f4, Base(5), ReferenceError: Super constructor may only be called once true
// expect: f6, Base(6), ReferenceError
// expect: ReferenceError Super constructor may only be called once 1
