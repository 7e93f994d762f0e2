// keys / values / entries: holes, array-likes, growth during iteration, exhaustion
const a = ["x", , "z"];
console.log([...a.keys()], [...a.values()], [...a.entries()]);
const it = a.values();
console.log(it.next(), it.next(), it.next(), it.next(), it.next());
const grow = [1];
const out = [];
for (const v of grow.values()) { out.push(v); if (grow.length < 4) grow.push(v + 1); }
console.log(out);
const done = [1].values();
done.next(); done.next();
const arr = [1];
console.log(done.next().done);
const al = { length: 2, 0: "p", 1: "q" };
console.log([...Array.prototype.entries.call(al)], [...Array.prototype.keys.call("hi")], Array.from(Array.prototype.values.call("hi")));
console.log(typeof [].keys().next, [].keys().next === [].entries().next);
try { [].values().next.call({}); } catch (e) { console.log(e.constructor.name, e.message); }
try { [].values().next.call(5); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Array.prototype.keys.length, Array.prototype.values.name, arr.length);
// expect: [ 0, 1, 2 ] [ 'x', undefined, 'z' ] [ [ 0, 'x' ], [ 1, undefined ], [ 2, 'z' ] ]
// expect: { value: 'x', done: false } { value: undefined, done: false } { value: 'z', done: false } { value: undefined, done: true } { value: undefined, done: true }
// expect: [ 1, 2, 3, 4 ]
// expect: true
// expect: [ [ 0, 'p' ], [ 1, 'q' ] ] [ 0, 1 ] [ 'h', 'i' ]
// expect: function true
// expect: TypeError Method Array Iterator.prototype.next called on incompatible receiver #<Object>
// expect: TypeError Method Array Iterator.prototype.next called on incompatible receiver 5
// expect: 0 values 1
