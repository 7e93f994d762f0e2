// flags: --expose-gc
// node:vm contexts (realms) that nothing reaches are collected: contexts
// made and dropped leave almost nothing in the heap, where kept ones cost
// what a context costs (about 0.4 MB in tarn, 0.17 MB in node). Few
// contexts: this runs under TARN_GC_STRESS too.
const vm = require('vm');
vm.isContext({}); // node:vm loaded before the first measure
const heap = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
const before = heap();
const kept = [];
for (let i = 0; i < 2; i++) kept.push(vm.createContext({ i }));
const withKept = heap();
for (let i = 0; i < 3; i++) vm.runInNewContext('({ a: [1, 2, 3], f() { return this.a; } })');
const after = heap();
const perContext = (withKept - before) / 2;
console.log('kept contexts cost memory:', perContext > 50000);
console.log("3 dropped contexts leave less than one context's worth:", after - withKept < perContext);
console.log(kept.length, kept.map((c) => vm.runInContext('i', c)).join());
// expect: kept contexts cost memory: true
// expect: 3 dropped contexts leave less than one context's worth: true
// expect: 2 0,1
