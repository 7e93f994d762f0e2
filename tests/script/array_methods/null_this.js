// every Array.prototype method on null / undefined this: V8's two wordings
const names = ["at", "concat", "copyWithin", "fill", "find", "findIndex", "findLast", "findLastIndex", "lastIndexOf", "pop",
  "push", "reverse", "shift", "unshift", "slice", "sort", "splice", "includes", "indexOf", "join", "keys", "entries",
  "values", "forEach", "filter", "flat", "flatMap", "map", "every", "some", "reduce", "reduceRight", "toLocaleString",
  "toString", "toReversed", "toSorted", "toSpliced", "with"];
for (const n of names) {
  for (const t of [null, undefined]) {
    try { Array.prototype[n].call(t, x => x); console.log(n, "no error"); } catch (e) { console.log(n, e.constructor.name, e.message); }
  }
}
console.log(names.map(n => n + "/" + Array.prototype[n].length).join(" "));
// primitives are boxed
console.log(Array.prototype.map.call("ab", c => c + c), Array.prototype.slice.call(true), Array.prototype.concat.call(1, 2).length);
// expect: at TypeError Cannot convert undefined or null to object
// expect: at TypeError Cannot convert undefined or null to object
// expect: concat TypeError Array.prototype.concat called on null or undefined
// expect: concat TypeError Array.prototype.concat called on null or undefined
// expect: copyWithin TypeError Cannot convert undefined or null to object
// expect: copyWithin TypeError Cannot convert undefined or null to object
// expect: fill TypeError Cannot convert undefined or null to object
// expect: fill TypeError Cannot convert undefined or null to object
// expect: find TypeError Array.prototype.find called on null or undefined
// expect: find TypeError Array.prototype.find called on null or undefined
// expect: findIndex TypeError Array.prototype.findIndex called on null or undefined
// expect: findIndex TypeError Array.prototype.findIndex called on null or undefined
// expect: findLast TypeError Array.prototype.findLast called on null or undefined
// expect: findLast TypeError Array.prototype.findLast called on null or undefined
// expect: findLastIndex TypeError Array.prototype.findLastIndex called on null or undefined
// expect: findLastIndex TypeError Array.prototype.findLastIndex called on null or undefined
// expect: lastIndexOf TypeError Cannot convert undefined or null to object
// expect: lastIndexOf TypeError Cannot convert undefined or null to object
// expect: pop TypeError Cannot convert undefined or null to object
// expect: pop TypeError Cannot convert undefined or null to object
// expect: push TypeError Cannot convert undefined or null to object
// expect: push TypeError Cannot convert undefined or null to object
// expect: reverse TypeError Cannot convert undefined or null to object
// expect: reverse TypeError Cannot convert undefined or null to object
// expect: shift TypeError Cannot convert undefined or null to object
// expect: shift TypeError Cannot convert undefined or null to object
// expect: unshift TypeError Cannot convert undefined or null to object
// expect: unshift TypeError Cannot convert undefined or null to object
// expect: slice TypeError Cannot convert undefined or null to object
// expect: slice TypeError Cannot convert undefined or null to object
// expect: sort TypeError Cannot convert undefined or null to object
// expect: sort TypeError Cannot convert undefined or null to object
// expect: splice TypeError Cannot convert undefined or null to object
// expect: splice TypeError Cannot convert undefined or null to object
// expect: includes TypeError Cannot convert undefined or null to object
// expect: includes TypeError Cannot convert undefined or null to object
// expect: indexOf TypeError Array.prototype.indexOf called on null or undefined
// expect: indexOf TypeError Array.prototype.indexOf called on null or undefined
// expect: join TypeError Cannot convert undefined or null to object
// expect: join TypeError Cannot convert undefined or null to object
// expect: keys TypeError Cannot convert undefined or null to object
// expect: keys TypeError Cannot convert undefined or null to object
// expect: entries TypeError Cannot convert undefined or null to object
// expect: entries TypeError Cannot convert undefined or null to object
// expect: values TypeError Cannot convert undefined or null to object
// expect: values TypeError Cannot convert undefined or null to object
// expect: forEach TypeError Array.prototype.forEach called on null or undefined
// expect: forEach TypeError Array.prototype.forEach called on null or undefined
// expect: filter TypeError Array.prototype.filter called on null or undefined
// expect: filter TypeError Array.prototype.filter called on null or undefined
// expect: flat TypeError Cannot convert undefined or null to object
// expect: flat TypeError Cannot convert undefined or null to object
// expect: flatMap TypeError Cannot convert undefined or null to object
// expect: flatMap TypeError Cannot convert undefined or null to object
// expect: map TypeError Array.prototype.map called on null or undefined
// expect: map TypeError Array.prototype.map called on null or undefined
// expect: every TypeError Array.prototype.every called on null or undefined
// expect: every TypeError Array.prototype.every called on null or undefined
// expect: some TypeError Array.prototype.some called on null or undefined
// expect: some TypeError Array.prototype.some called on null or undefined
// expect: reduce TypeError Array.prototype.reduce called on null or undefined
// expect: reduce TypeError Array.prototype.reduce called on null or undefined
// expect: reduceRight TypeError Array.prototype.reduceRight called on null or undefined
// expect: reduceRight TypeError Array.prototype.reduceRight called on null or undefined
// expect: toLocaleString TypeError Cannot convert undefined or null to object
// expect: toLocaleString TypeError Cannot convert undefined or null to object
// expect: toString TypeError Cannot convert undefined or null to object
// expect: toString TypeError Cannot convert undefined or null to object
// expect: toReversed TypeError Cannot convert undefined or null to object
// expect: toReversed TypeError Cannot convert undefined or null to object
// expect: toSorted TypeError Cannot convert undefined or null to object
// expect: toSorted TypeError Cannot convert undefined or null to object
// expect: toSpliced TypeError Cannot convert undefined or null to object
// expect: toSpliced TypeError Cannot convert undefined or null to object
// expect: with TypeError Cannot convert undefined or null to object
// expect: with TypeError Cannot convert undefined or null to object
// expect: at/1 concat/1 copyWithin/2 fill/1 find/1 findIndex/1 findLast/1 findLastIndex/1 lastIndexOf/1 pop/0 push/1 reverse/0 shift/0 unshift/1 slice/2 sort/1 splice/2 includes/1 indexOf/1 join/1 keys/0 entries/0 values/0 forEach/1 filter/1 flat/0 flatMap/1 map/1 every/1 some/1 reduce/1 reduceRight/1 toLocaleString/0 toString/0 toReversed/0 toSorted/1 toSpliced/2 with/2
// expect: [ 'aa', 'bb' ] [] 2
