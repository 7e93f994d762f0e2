// Resolving a promise with itself rejects it with a TypeError; getters that throw reject.
let resolveSelf;
const p = new Promise(r => { resolveSelf = r; });
resolveSelf(p);
p.catch(e => console.log(e.constructor.name + ': ' + e.message));
const bad = { get then() { throw new Error('getter'); } };
Promise.resolve(bad).catch(e => console.log('then getter:', e.message));
const thenThrows = { then() { throw new Error('then threw'); } };
Promise.resolve(thenThrows).catch(e => console.log(e.message));
const thenResolvesThenThrows = { then(res) { res('kept'); throw new Error('late'); } };
Promise.resolve(thenResolvesThenThrows).then(v => console.log(v));
// expect: TypeError: Chaining cycle detected for promise #<Promise>
// expect: then getter: getter
// expect: then threw
// expect: kept
