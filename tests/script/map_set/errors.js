// receivers and callbacks are checked with V8's messages
function t(f) { try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); } }
t(() => Map.prototype.get.call({}, 1));
t(() => Map.prototype.get.call(1, 1));
t(() => Map.prototype.has.call("s", 1));
t(() => Map.prototype.set.call([], 1, 2));
t(() => Map.prototype.set.call(new Set(), 1));
t(() => Set.prototype.add.call(new Map(), 1));
t(() => Set.prototype.has.call(null, 1));
t(() => Map.prototype.delete.call(undefined, 1));
t(() => Map.prototype.clear.call(new Set()));
t(() => Set.prototype.clear.call(new Map()));
t(() => Map.prototype.forEach.call(new Set(), () => 1));
t(() => Map.prototype.entries.call(new Set()));
t(() => Set.prototype.values.call(new Map()));
t(() => Map.prototype.keys.call({}));
t(() => new Map().keys().next.call({}));
t(() => new Set().values().next.call({}));
for (const v of [5, "s", {}, null, undefined, [], true, new Map()]) t(() => new Map().forEach(v));
t(() => new Set().forEach());
// errors thrown by the callback stop the walk
t(() => { const seen = []; new Set([1, 2, 3]).forEach(v => { seen.push(v); if (v === 2) throw new Error("stop at " + seen.join()); }); });
// expect: TypeError: Method Map.prototype.get called on incompatible receiver #<Object>
// expect: TypeError: Method Map.prototype.get called on incompatible receiver 1
// expect: TypeError: Method Map.prototype.has called on incompatible receiver s
// expect: TypeError: Method Map.prototype.set called on incompatible receiver [object Array]
// expect: TypeError: Method Map.prototype.set called on incompatible receiver #<Set>
// expect: TypeError: Method Set.prototype.add called on incompatible receiver #<Map>
// expect: TypeError: Method Set.prototype.has called on incompatible receiver null
// expect: TypeError: Method Map.prototype.delete called on incompatible receiver undefined
// expect: TypeError: Method Map.prototype.clear called on incompatible receiver #<Set>
// expect: TypeError: Method Set.prototype.clear called on incompatible receiver #<Map>
// expect: TypeError: Method Map.prototype.forEach called on incompatible receiver #<Set>
// expect: TypeError: Method Map.prototype.entries called on incompatible receiver #<Set>
// expect: TypeError: Method Set.prototype.values called on incompatible receiver #<Map>
// expect: TypeError: Method Map.prototype.keys called on incompatible receiver #<Object>
// expect: TypeError: Method Map Iterator.prototype.next called on incompatible receiver #<Object>
// expect: TypeError: Method Set Iterator.prototype.next called on incompatible receiver #<Object>
// expect: TypeError: number 5 is not a function
// expect: TypeError: string "s" is not a function
// expect: TypeError: object is not a function
// expect: TypeError: object null is not a function
// expect: TypeError: undefined is not a function
// expect: TypeError: object is not a function
// expect: TypeError: boolean true is not a function
// expect: TypeError: object is not a function
// expect: TypeError: undefined is not a function
// expect: Error: stop at 1,2
