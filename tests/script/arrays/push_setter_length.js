// Array.prototype.push ends with Set(O, "length", len + argCount, true): when a
// setter on the prototype chain took an element, the length still grows,
// and a setter that froze the array makes that Set throw.
let log = '';
const a = [];
Object.defineProperty(Array.prototype, '0', {
  set(v) { log += 'set 0 = ' + v + ';'; },
  configurable: true,
});
console.log(a.push('x'), a.length, Object.keys(a).length, log);

const b = [];
Object.defineProperty(Array.prototype, '0', {
  set(v) { Object.freeze(b); log += 'froze;'; },
  configurable: true,
});
try {
  b.push(1);
  console.log('no error');
} catch (e) {
  console.log(e.constructor.name, b.length, Object.isFrozen(b));
}
delete Array.prototype[0];
const c = [1, 2];
Object.defineProperty(c, 'length', { writable: false });
try { c.push(); console.log('no error'); } catch (e) { console.log(e.constructor.name); }
console.log(log);
// expect: 1 1 0 set 0 = x;
// expect: TypeError 0 true
// expect: TypeError
// expect: set 0 = x;froze;
