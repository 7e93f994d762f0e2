const log = [];
const k = (n) => { log.push("key " + n); return "k" + n; };
class A {
  [k(1)] = log.push("init 1");
  static [k(2)] = log.push("static init 2");
  [k(3)]() {}
  static { log.push("block"); }
  [k(4)];
  static [k(5)]() {}
  static [k(6)] = log.push("static init 6");
}
log.push("defined");
new A();
console.log(log.join("; "));
console.log(Object.keys(A), Object.getOwnPropertyNames(A.prototype), Object.keys(new A()));
const fns = [];
for (let i = 0; i < 3; i++) fns.push(class { v = i; static s = i * 10; });
console.log(fns.map((C) => new C().v + C.s));
function outer() { const x = "captured"; return class { y = x; static z = () => x; }; }
const OC = outer();
console.log(new OC().y, OC.z());
// expect: key 1; key 2; key 3; key 4; key 5; key 6; static init 2; block; static init 6; defined; init 1
// expect: [ 'k2', 'k6' ] [ 'constructor', 'k3' ] [ 'k1', 'k4' ]
// expect: [ 0, 11, 22 ]
// expect: captured captured
