// V8's text of a receiver in "called on incompatible receiver" errors, one renderer for every builtin
for (const r of [new Uint8Array(2), {}, [], new Map(), new Date(0), /x/, function f(){}, new Error('e'), new (class Foo{}), Object.create(null), 1, 's', undefined, null, new ArrayBuffer(1), new Float64Array(1)]) {
  try { DataView.prototype.getInt8.call(r, 0) } catch (e) { console.log(e.message) }
  try { Set.prototype.has.call(r, 0) } catch (e) { console.log(e.message) }
}
// expect: Method DataView.prototype.getInt8 called on incompatible receiver [object Uint8Array]
// expect: Method Set.prototype.has called on incompatible receiver [object Uint8Array]
// expect: Method DataView.prototype.getInt8 called on incompatible receiver #<Object>
// expect: Method Set.prototype.has called on incompatible receiver #<Object>
// expect: Method DataView.prototype.getInt8 called on incompatible receiver [object Array]
// expect: Method Set.prototype.has called on incompatible receiver [object Array]
// expect: Method DataView.prototype.getInt8 called on incompatible receiver #<Map>
// expect: Method Set.prototype.has called on incompatible receiver #<Map>
// expect: Method DataView.prototype.getInt8 called on incompatible receiver [object Date]
// expect: Method Set.prototype.has called on incompatible receiver [object Date]
// expect: Method DataView.prototype.getInt8 called on incompatible receiver [object RegExp]
// expect: Method Set.prototype.has called on incompatible receiver [object RegExp]
// expect: Method DataView.prototype.getInt8 called on incompatible receiver function f(){}
// expect: Method Set.prototype.has called on incompatible receiver function f(){}
// expect: Method DataView.prototype.getInt8 called on incompatible receiver Error: e
// expect: Method Set.prototype.has called on incompatible receiver Error: e
// expect: Method DataView.prototype.getInt8 called on incompatible receiver #<Foo>
// expect: Method Set.prototype.has called on incompatible receiver #<Foo>
// expect: Method DataView.prototype.getInt8 called on incompatible receiver [object Object]
// expect: Method Set.prototype.has called on incompatible receiver [object Object]
// expect: Method DataView.prototype.getInt8 called on incompatible receiver 1
// expect: Method Set.prototype.has called on incompatible receiver 1
// expect: Method DataView.prototype.getInt8 called on incompatible receiver s
// expect: Method Set.prototype.has called on incompatible receiver s
// expect: Method DataView.prototype.getInt8 called on incompatible receiver undefined
// expect: Method Set.prototype.has called on incompatible receiver undefined
// expect: Method DataView.prototype.getInt8 called on incompatible receiver null
// expect: Method Set.prototype.has called on incompatible receiver null
// expect: Method DataView.prototype.getInt8 called on incompatible receiver #<ArrayBuffer>
// expect: Method Set.prototype.has called on incompatible receiver #<ArrayBuffer>
// expect: Method DataView.prototype.getInt8 called on incompatible receiver [object Float64Array]
// expect: Method Set.prototype.has called on incompatible receiver [object Float64Array]
