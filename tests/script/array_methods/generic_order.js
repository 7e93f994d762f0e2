// the generic algorithms on array-likes with accessors: which indices are read / written, in order
function logged(n, init) {
  const log = [];
  const o = { log };
  let len = n;
  Object.defineProperty(o, "length", { get() { log.push("len"); return len; }, set(v) { log.push("setlen=" + v); len = v; } });
  for (let i = 0; i < n; i++) {
    let v = init[i];
    if (v === undefined) continue;
    Object.defineProperty(o, i, {
      get() { log.push("get" + i); return v; }, set(x) { log.push("set" + i + "=" + x); v = x; }, configurable: true,
    });
  }
  return o;
}
let o = logged(3, ["a", "b", "c"]);
Array.prototype.reverse.call(o);
console.log(o.log.join(" "));
o = logged(3, ["a", "b", "c"]);
Array.prototype.shift.call(o);
console.log(o.log.join(" "));
o = logged(2, ["a", "b"]);
Array.prototype.unshift.call(o, "z");
console.log(o.log.join(" "));
o = logged(4, [1, 2, 3, 4]);
Array.prototype.copyWithin.call(o, 1, 0, 2);
console.log(o.log.join(" "));
o = logged(3, [1, 2, 3]);
Array.prototype.splice.call(o, 1, 1, "x", "y");
console.log(o.log.join(" "));
o = logged(3, [3, 1, 2]);
Array.prototype.sort.call(o);
console.log(o.log.join(" "));
o = logged(3, [1, 2, 3]);
Array.prototype.fill.call(o, 0, 1);
console.log(o.log.join(" "));
o = logged(2, ["p", "q"]);
Array.prototype.pop.call(o);
console.log(o.log.join(" "));
o = logged(3, [1, 2, 3]);
Array.prototype.with.call(o, 1, 9);
Array.prototype.at.call(o, -1);
console.log(o.log.join(" "));
// holes read through the prototype chain
Array.prototype[1] = "from proto";
const holey = [0, , 2];
console.log(holey.map(x => x), holey.join(), holey.slice(), holey.indexOf("from proto"), holey.toReversed(), [, ].concat([, ])[1]);
const s = [3, , 1];
s.sort();
console.log(s, Object.keys(s));
delete Array.prototype[1];
// getters on the array itself
const ga = [1, 2, 3];
Object.defineProperty(ga, 1, { get() { return 20; }, configurable: true });
console.log(ga.map(x => x), ga.reverse(), ga.slice(), ga.indexOf(20), ga.includes(20));
// expect: len get0 get2 set0=c set2=a
// expect: len get0 get1 set0=b get2 set1=c setlen=2
// expect: len get1 get0 set1=a set0=z setlen=3
// expect: len get1 set2=2 get0 set1=1
// expect: len get1 get2 set1=x set2=y setlen=4
// expect: len get0 get1 get2 set0=1 set1=2 set2=3
// expect: len set1=0 set2=0
// expect: len get1 setlen=1
// expect: len get0 get2 len get2
// expect: [ 0, 'from proto', 2 ] 0,from proto,2 [ 0, 'from proto', 2 ] 1 [ 2, 'from proto', 0 ] from proto
// expect: [ 1, 3, 'from proto' ] [ '0', '1', '2' ]
// expect: [ 1, 20, 3 ] [ 3, [Getter], 1 ] [ 3, 20, 1 ] 1 true
