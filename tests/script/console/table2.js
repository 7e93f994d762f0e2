// console.table: more shapes, group indentation, properties errors, arrays cut after three items
console.group('G');
console.table([{ a: [1, 2, 3, 4, 5], b: { x: 1, y: 2, z: 3 } }]);
console.groupEnd();
console.table([{ 'é\u0301': 'ａｂ', emoji: '😀' }], ['emoji']);
console.table({ r1: [1, 2], r2: 'prim' });
console.table([null, undefined, true, 1n]);
console.table([{ a: 1 }], []);
try { console.table([], 'x'); } catch (e) { console.log(e.name, e.code, e.message); }
console.table(null);
console.table(new Map());
console.table([{ a: 'x'.repeat(100) }, { a: { b: { c: { d: 1 } }, e: [1, [2, [3]]] } }]);
console.log(Object.keys(console).slice(0, 19).join());
