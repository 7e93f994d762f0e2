// push, unshift and splice store with Set: a setter a script put on an index
// of Array.prototype, Object.prototype, or any prototype of the array runs,
// and growing the array in place first never shows it an undefined.
// (Printed once the setters are gone: node's own console.log pushes onto
// arrays.)
let out = '';
const w = (s) => { out += s; };
const J = JSON.stringify;
let log = '';
Object.defineProperty(Array.prototype, 3, { set(v) { log += 'AP3=' + v + ';'; }, configurable: true });
const a = [0, 1, 2];
w(a.push(9) + ' ' + a.length + ' ' + (3 in a) + ' ' + J(a) + '\n');
const b = [0, 1];
w(b.push(7, 8) + ' ' + (3 in b) + ' ' + J(b) + '\n');
const c = [1, 2, 3];
w(c.unshift(0) + ' ' + J(c) + '\n');
const d = [1, 2, 3];
w(J(d.splice(1, 0, 'x')) + ' ' + J(d) + '\n');
const e = [1, 2, 3];
e[3] = 4;
w(e.length + ' ' + (3 in e) + ' ' + J([1, 2, 3, 4]) + '\n');
w(log + '\n');
delete Array.prototype[3];
const a2 = [0, 1, 2];
a2.push(9);
w(J(a2) + ' ' + log.length + '\n');

log = '';
Object.defineProperty(Object.prototype, 1, { set(v) { log += 'OP1=' + v + ';'; }, configurable: true });
const g = [0];
w(g.push('a') + ' ' + J(g) + '\n');
const h = [5];
h.unshift(4);
w(J(h) + '\n');
const s = [5];
s.splice(0, 0, 6);
w(J(s) + '\n');
w(log + '\n');
delete Object.prototype[1];

log = '';
const p = { set 2(v) { log += 'P2=' + v + ';'; } };
const i = [0, 1];
Object.setPrototypeOf(i, p);
Array.prototype.push.call(i, 'z');
w(i.length + ' ' + (2 in i) + '\n');
class Sub extends Array {}
Object.defineProperty(Sub.prototype, 1, { set(v) { log += 'Sub1=' + v + ';'; } });
const sub = new Sub();
sub.push('m', 'n');
w(sub.length + ' ' + (1 in sub) + ' ' + sub[0] + '\n');
const mid = Object.create(Object.prototype, { 1: { set(v) { log += 'mid1=' + v + ';'; }, configurable: true } });
Object.setPrototypeOf(Array.prototype, mid);
const j = [0];
j.push('q');
w(j.length + ' ' + (1 in j) + '\n');
w(log + '\n');
Object.setPrototypeOf(Array.prototype, Object.prototype);
console.log(out.trimEnd());
// expect: 4 4 true [0,1,2,null]
// expect: 4 true [0,1,7,null]
// expect: 4 [0,1,2,null]
// expect: [] [1,"x",2,null]
// expect: 3 true [1,2,3,4]
// expect: AP3=9;AP3=8;AP3=3;AP3=3;AP3=4;
// expect: [0,1,2,9] 30
// expect: 2 [0,null]
// expect: [4,null]
// expect: [6,null]
// expect: OP1=a;OP1=5;OP1=5;
// expect: 3 true
// expect: 2 true m
// expect: 2 true
// expect: P2=z;Sub1=n;mid1=q;
