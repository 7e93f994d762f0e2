// Upvalues two and more functions out, read in different orders by
// different inner functions (each function between passes them through),
// and the bindings the emitter reads for a reference other than the one
// named: a mapped parameter (through its arguments object), `this`,
// `arguments` and `new.target` through arrows, a class's field initialiser
// and private names.
function outer(a, b, c) {
  let d = 'd';
  function mid() {
    const e = 'e';
    function inner1() { return [c, a, e].join(''); }
    function inner2() { return () => [d, b, e, a].join(''); }
    return [inner1(), inner2()()];
  }
  return mid();
}
console.log(outer('a', 'b', 'c'));

function mapped(x, y) {
  const get = () => () => x + y;
  arguments[0] = 10;
  const set = () => { y = 20; };
  set();
  return [get()(), arguments[1]];
}
console.log(mapped(1, 2));

function Special() {
  const f = () => () => [typeof this, arguments.length, new.target === Special];
  return f()();
}
console.log(new Special(1, 2).length, Special.call({}, 1)[1]);

function makeClass(tag) {
  return class {
    #n = tag + '!';
    field = this.#n + tag;
    static #count = 0;
    read() { return () => () => this.#n + this.field; }
    static bump() { return (() => ++this.#count)(); }
  };
}
const K = makeClass('k');
console.log(new K().read()()(), K.bump(), K.bump());

function withEnv(o) {
  let z = 'z';
  with (o) {
    return () => () => q + z;
  }
}
console.log(withEnv({ q: 'q' })()());

function evalEnv(s) {
  let w = 'w';
  const f = () => () => eval(s) + w;
  return f()();
}
console.log(evalEnv('w + 1'));

function deep(v) {
  return function l1() {
    return function l2() {
      return function l3() {
        return function l4() { return v + l1.name + l3.name; };
      };
    };
  };
}
console.log(deep('v')()()()());
// expect: [ 'cae', 'dbea' ]
// expect: [ 30, 20 ]
// expect: 3 1
// expect: k!k!k 1 2
// expect: qz
// expect: w1w
// expect: vl1l3
