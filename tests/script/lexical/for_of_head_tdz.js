const x = [1, 2];
try { for (let x of x) console.log(x); } catch (e) { console.log(e.constructor.name, e.message); }
try { for (const x in x) console.log(x); } catch (e) { console.log(e.constructor.name, e.message); }
try { for (let [x] of [x]) console.log(x); } catch (e) { console.log(e.constructor.name, e.message); }
try { for (let x of (() => x)()) console.log(x); } catch (e) { console.log(e.constructor.name, e.message); }
for (var v of x) console.log(v);
for (let y of x) console.log(y, x.length);
const fs = [];
for (let z of x) fs.push(() => z);
console.log(fs.map((f) => f()));
for (let z of [3]) { const x = z; console.log(x); }
for (let x of [7]) console.log(x);
for (const k in { a: 1 }) console.log(k);
// expect: ReferenceError Cannot access 'x' before initialization
// expect: ReferenceError Cannot access 'x' before initialization
// expect: ReferenceError Cannot access 'x' before initialization
// expect: ReferenceError Cannot access 'x' before initialization
// expect: 1
// expect: 2
// expect: 1 2
// expect: 2 2
// expect: [ 1, 2 ]
// expect: 3
// expect: 7
// expect: a
