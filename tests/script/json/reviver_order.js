// JSON.parse reviver: call order, holder, deletion, replacement, arrays
const log = [];
const r = JSON.parse('{"a":[1,{"b":2}],"c":"x","d":{"e":null}}', function (k, v) {
  log.push(JSON.stringify(k) + "=" + JSON.stringify(v) + (Array.isArray(this) ? " in array" : ""));
  return v;
});
console.log(log.join("\n"));
console.log(JSON.stringify(r));
console.log(JSON.parse('{"a":1,"b":2,"c":3}', (k, v) => (k === "b" ? undefined : v)));
console.log(JSON.parse("[1,2,3]", (k, v) => (k === "1" ? undefined : v)));
console.log(JSON.parse('{"a":{"b":1}}', (k, v) => (k === "" ? "root" : v)));
console.log(JSON.parse('[1,[2,[3]]]', (k, v) => (typeof v === "number" ? v * 10 : v)));
console.log(JSON.parse('"s"', function (k, v) { return [k, v, typeof this]; }));
// the reviver sees properties added to the holder by earlier calls
console.log(JSON.parse('{"a":1,"b":2}', function (k, v) { if (k === "a") this.b = 99; return v; }));
// a non-callable reviver is ignored
console.log(JSON.parse("[1]", 5), JSON.parse("[1]", {}));
// exceptions propagate
try { JSON.parse("[1]", () => { throw new Error("revive"); }); } catch (e) { console.log(e.message); }
// expect: "0"=1 in array
// expect: "b"=2
// expect: "1"={"b":2} in array
// expect: "a"=[1,{"b":2}]
// expect: "c"="x"
// expect: "e"=null
// expect: "d"={"e":null}
// expect: ""={"a":[1,{"b":2}],"c":"x","d":{"e":null}}
// expect: {"a":[1,{"b":2}],"c":"x","d":{"e":null}}
// expect: { a: 1, c: 3 }
// expect: [ 1, <1 empty item>, 3 ]
// expect: root
// expect: [ 10, [ 20, [ 30 ] ] ]
// expect: [ '', 's', 'object' ]
// expect: { a: 1, b: 99 }
// expect: [ 1 ] [ 1 ]
// expect: revive
