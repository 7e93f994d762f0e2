// A return() added to the chain of the built-in array/string iterators is
// called on every early exit: break, throw, partial destructuring, and the
// collection constructors and Array.from when their callback throws.
const AIP = Object.getPrototypeOf([].values());
const IP = Iterator.prototype;
const log = [];
IP.return = function () {
  log.push(`return ${Object.prototype.toString.call(this)} next=${JSON.stringify(this.next())}`);
  return {};
};
function show(tag) { console.log(tag, log.splice(0)); }

for (const x of [1, 2, 3]) { if (x === 2) break; }
show('break');
for (const c of 'abc') { if (c === 'a') break; }
show('break string');
outer: for (const y of [1]) { for (const x of [1, 2]) continue outer; }
show('continue outer');
(function () { for (const x of [1, 2]) return x; })();
show('return from loop');
try { for (const x of [1, 2]) throw new Error('boom'); } catch (e) { show('throw ' + e.message); }
try { for (const x of 'pq') throw new Error('boom'); } catch (e) { show('throw string ' + e.message); }
for (const x of [1, 2]) {}
show('exhausted');
const [a] = [1, 2, 3];
show('destructure ' + a);
const [s] = 'st';
show('destructure string ' + s);
const [b, c] = [1, 2];
show('destructure exact');
const [, ...r] = [1, 2];
show('destructure rest ' + r);
let p;
[p] = [4, 5];
show('assign ' + p);
try { new Map([[1, 2], 3, [4, 5]]); } catch (e) { show('Map ' + e.constructor.name); }
try { new WeakMap([[{}, 1], 2]); } catch (e) { show('WeakMap ' + e.constructor.name); }
const set = Set.prototype.add;
Set.prototype.add = function (v) { if (v === 2) throw new Error('no 2'); return set.call(this, v); };
try { new Set([1, 2, 3]); } catch (e) { show('Set ' + e.message); }
Set.prototype.add = set;
try { Array.from([1, 2, 3], (v) => { if (v === 1) throw new Error('map'); return v; }); } catch (e) { show('Array.from ' + e.message); }
console.log([...[1, 2]], Math.max(...[3, 4]), new Int8Array([1, 2]));
show('spread closes nothing');
// added while the loop runs
delete IP.return;
for (const x of [1, 2, 3]) {
  if (x === 1) IP.return = function () { log.push('late return, next ' + this.next().value); return {}; };
  if (x === 2) break;
}
show('added in the body');
delete IP.return;
for (const x of [1, 2]) { if (x === 1) break; }
show('deleted');
// on the iterator prototype itself, as a getter, on Object.prototype
AIP.return = function () { log.push('own return'); return {}; };
for (const x of [1, 2]) break;
show('own');
delete AIP.return;
Object.defineProperty(IP, 'return', { configurable: true, get() { log.push('getter'); return undefined; } });
for (const x of [1, 2]) break;
show('getter');
delete IP.return;
Object.prototype.return = function () { log.push('Object.prototype.return'); return {}; };
for (const x of [1, 2]) break;
const [z] = 'zz';
show('Object.prototype');
delete Object.prototype.return;
Object.setPrototypeOf(AIP, { __proto__: IP, return() { log.push('new proto'); return {}; } });
for (const x of [1, 2]) break;
show('setPrototypeOf');
Object.setPrototypeOf(AIP, IP);
for (const x of [1, 2]) break;
show('back');
// errors from return(): thrown on break, swallowed on throw
IP.return = function () { throw new Error('from return'); };
try { for (const x of [1]) break; } catch (e) { console.log('break:', e.message); }
try { for (const x of [1]) throw new Error('body'); } catch (e) { console.log('throw:', e.message); }
IP.return = function () { return 1; };
try { for (const x of [1]) break; } catch (e) { console.log('non-object:', e.constructor.name); }
delete IP.return;
for (const x of [1]) break;
show('end');
// yield*: the generator's return() and throw() reach the inner iterator's
function* g(src) { const r = yield* src; log.push('yield* gave ' + r); return 'after'; }
let it = g([1, 2, 3]);
it.next();
console.log('return, none', it.return(5), it.next());
it = g('ab');
it.next();
try { it.throw(new Error('t')); } catch (e) { console.log('throw, none:', e.constructor.name); }
// added while yield* runs
it = g([1, 2, 3]);
it.next();
IP.return = function (v) { log.push('return ' + v + ' ' + this.next().value); return { done: true, value: 'r' }; };
console.log('return', it.return(5), it.next());
it = g('abc');
it.next();
IP.throw = function (e) { log.push('throw ' + e + ' ' + this.next().value); return { done: false, value: 'not yet' }; };
console.log('throw', it.throw('x'), it.next(), it.next());
delete IP.throw;
show('yield* methods added late');
show('yield* return');
it = g('abc');
it.next();
try { it.throw(new Error('t')); } catch (e) { console.log('throw, closed first:', e.constructor.name); }
show('yield* throw without throw()');
IP.throw = function (e) { log.push('throw ' + e + ' ' + this.next().value); return { done: true, value: 'thrown' }; };
it = g([1, 2, 3]);
it.next();
console.log('throw', it.throw('x'), it.next());
show('yield* throw');
it = g([1, 2]);
console.log(it.next(), it.next(), it.next(), it.next());
show('yield* to the end');
delete IP.return;
delete IP.throw;
it = g([1, 2]);
console.log([...it]);
show('yield* plain');
// expect: break [ 'return [object Array Iterator] next={"value":3,"done":false}' ]
// expect: break string [ 'return [object String Iterator] next={"value":"b","done":false}' ]
// expect: continue outer [ 'return [object Array Iterator] next={"value":2,"done":false}' ]
// expect: return from loop [ 'return [object Array Iterator] next={"value":2,"done":false}' ]
// expect: throw boom [ 'return [object Array Iterator] next={"value":2,"done":false}' ]
// expect: throw string boom [ 'return [object String Iterator] next={"value":"q","done":false}' ]
// expect: exhausted []
// expect: destructure 1 [ 'return [object Array Iterator] next={"value":2,"done":false}' ]
// expect: destructure string s [ 'return [object String Iterator] next={"value":"t","done":false}' ]
// expect: destructure exact [ 'return [object Array Iterator] next={"done":true}' ]
// expect: destructure rest 2 []
// expect: assign 4 [ 'return [object Array Iterator] next={"value":5,"done":false}' ]
// expect: Map TypeError [ 'return [object Array Iterator] next={"value":[4,5],"done":false}' ]
// expect: WeakMap TypeError [ 'return [object Array Iterator] next={"done":true}' ]
// expect: Set no 2 [ 'return [object Array Iterator] next={"value":3,"done":false}' ]
// expect: Array.from map [ 'return [object Array Iterator] next={"value":2,"done":false}' ]
// expect: [ 1, 2 ] 4 Int8Array(2) [ 1, 2 ]
// expect: spread closes nothing []
// expect: added in the body [ 'late return, next 3' ]
// expect: deleted []
// expect: own [ 'own return' ]
// expect: getter [ 'getter' ]
// expect: Object.prototype [ 'Object.prototype.return', 'Object.prototype.return' ]
// expect: setPrototypeOf [ 'new proto' ]
// expect: back []
// expect: break: from return
// expect: throw: body
// expect: non-object: TypeError
// expect: end []
// expect: return, none { value: 5, done: true } { value: undefined, done: true }
// expect: throw, none: TypeError
// expect: return { value: 'r', done: true } { value: undefined, done: true }
// expect: throw { done: false, value: 'not yet' } { value: 'c', done: false } { value: 'after', done: true }
// expect: yield* methods added late [ 'return 5 2', 'throw x b', 'yield* gave undefined' ]
// expect: yield* return []
// expect: throw, closed first: TypeError
// expect: yield* throw without throw() [ 'return undefined b' ]
// expect: throw { value: 'after', done: true } { value: undefined, done: true }
// expect: yield* throw [ 'throw x 2', 'yield* gave thrown' ]
// expect: { value: 1, done: false } { value: 2, done: false } { value: 'after', done: true } { value: undefined, done: true }
// expect: yield* to the end [ 'yield* gave undefined' ]
// expect: [ 1, 2 ]
// expect: yield* plain [ 'yield* gave undefined' ]
