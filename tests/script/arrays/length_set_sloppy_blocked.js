// A sloppy-mode length store that a non-configurable element stops fails
// silently (the elements above it are gone); a strict one throws.
var arr = [0, 1, 2];
Object.defineProperty(arr, "2", { get: function() { return "unconfigurable"; }, configurable: false });
Object.defineProperty(arr, "1", { get: function() { arr.length = 2; return 1; }, configurable: true });
console.log(arr.every((v, i) => { console.log(i, v); return !(i === 2 && v === 'unconfigurable'); }));
console.log(arr.length);
var b = [0, 1, 2];
Object.defineProperty(b, "2", { value: 5, configurable: false });
b.length = 1;
console.log(b.length, JSON.stringify(b));
(function () { 'use strict'; try { b.length = 0; } catch (e) { console.log(e.constructor.name, e.message); } })();
console.log(b.length, JSON.stringify(b));
// expect: 0 0
// expect: 1 1
// expect: 2 unconfigurable
// expect: false
// expect: 3
// expect: 3 [0,1,5]
// expect: TypeError Cannot delete property '2' of [object Array]
// expect: 3 [0,1,5]
