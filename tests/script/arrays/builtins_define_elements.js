// Arrays the engine builds define their elements (CreateDataProperty):
// setters a script put on Object.prototype's indices never run, in the
// built-ins' results and internal lists. (Written through a saved
// stdout.write: node's own console.log pushes onto arrays.)
const w = process.stdout.write.bind(process.stdout);
const out = [];
for (let i = 0; i < 8; i++)
  Object.defineProperty(Object.prototype, String(i), { set(v) { throw new Error("setter for " + i); }, configurable: true });
const tries = {
  entries: () => Object.entries({ a: 1 }).length,
  keys: () => Object.keys({ a: 1 }).length,
  values: () => Object.values({ a: 1, b: 2 }).length,
  split: () => 'a,b'.split(',').length,
  match: () => 'abc'.match(/b/).index,
  matchAll: () => [...'abab'.matchAll(/a/g)].length,
  from: () => Array.from({ length: 3 }, (_, i) => i).length,
  of: () => Array.of(1, 2).length,
  map: () => [1, 2].map(x => x).length,
  filter: () => [1, 2].filter(x => x).length,
  concat: () => [1].concat([2]).length,
  slice: () => [1, 2, 3].slice(1).length,
  splice: () => [1, 2, 3].splice(0, 2).length,
  flat: () => [[1], [2]].flat().length,
  groupBy: () => Object.groupBy([1, 2], x => 'k').k.length,
  ownKeys: () => Reflect.ownKeys({ a: 1 }).length,
  json: () => JSON.parse('[1,2]').length,
  strRaw: () => ((s) => s.raw.length)`a${1}b`,
  rest: () => ((...a) => a.length)(1, 2),
  destr: () => { const [x, ...y] = [1, 2, 3]; return y.length; },
  arrayLit: () => [1, , 3].length,
  toSorted: () => [2, 1].toSorted().length,
  with: () => [1, 2].with(0, 3).length,
  promiseAll: () => typeof Promise.all([1, 2]),
  regexpExec: () => /(a)(b)/.exec('ab').length,
  replace: () => 'ab'.replace(/(a)/, (m, p) => p.toUpperCase()),
  setToArr: () => [...new Set([1, 2])].length,
  mapEntries: () => [...new Map([[1, 2]])].length,
  iterToArray: () => [1, 2].values().toArray().length,
  structured: () => structuredClone([1, 2]).length,
  getOwnNames: () => Object.getOwnPropertyNames({ a: 1 }).length,
};
const names = Reflect.ownKeys(tries);
for (let i = 0; i < names.length; i++) {
  const k = names[i];
  let r;
  try { r = String(tries[k]()); } catch (e) { r = 'THREW ' + e.message; }
  w(k + ' ' + r + '\n');
}
// expect: entries 1
// expect: keys 1
// expect: values 2
// expect: split 2
// expect: match 1
// expect: matchAll 2
// expect: from 3
// expect: of 2
// expect: map 2
// expect: filter 2
// expect: concat 2
// expect: slice 2
// expect: splice 2
// expect: flat 2
// expect: groupBy 2
// expect: ownKeys 1
// expect: json 2
// expect: strRaw 2
// expect: rest 2
// expect: destr 2
// expect: arrayLit 3
// expect: toSorted 2
// expect: with 2
// expect: promiseAll object
// expect: regexpExec 3
// expect: replace Ab
// expect: setToArr 2
// expect: mapEntries 1
// expect: iterToArray 2
// expect: structured 2
// expect: getOwnNames 1
