// util.inspect's compact: false, sorted, getters and customInspect: false
// (the options node's assert prints its values with).
const util = require('util');
const o = { compact: false, customInspect: false, depth: 1000, sorted: true, getters: true };
class Foo { constructor() { this.b = 1; this.a = [1, { x: 2 }]; } }
const vals = [{}, [], { b: 1, a: 2 }, [1, [2, 3], {}], new Map([[1, { a: 1 }], ['k', 2]]), new Set([3, 1]), new Foo(),
  { __proto__: null, z: 1 }, { [Symbol('s')]: 1, 'a-b': 2, c: 'q\'s' }, new Uint8Array([1, 2]), [, 1],
  Object.assign([1], { y: 3, x: 2 }), { get g() { return 1; }, get h() { return { i: 1 }; }, set s(v) {} },
  { [util.inspect.custom]() { return 'custom'; } }];
for (const v of vals) console.log(JSON.stringify(util.inspect(v, o)));
console.log(util.inspect({ b: 1, a: 2 }, { sorted: true }), util.inspect([1, 2, 3, 4, 5, 6, 7, 8], { compact: false }).split('\n').length);
// expect: "{}"
// expect: "[]"
// expect: "{\n  a: 2,\n  b: 1\n}"
// expect: "[\n  1,\n  [\n    2,\n    3\n  ],\n  {}\n]"
// expect: "Map(2) {\n  'k' => 2,\n  1 => {\n    a: 1\n  }\n}"
// expect: "Set(2) {\n  1,\n  3\n}"
// expect: "Foo {\n  a: [\n    1,\n    {\n      x: 2\n    }\n  ],\n  b: 1\n}"
// expect: "[Object: null prototype] {\n  z: 1\n}"
// expect: "{\n  'a-b': 2,\n  Symbol(s): 1,\n  c: \"q's\"\n}"
// expect: "Uint8Array(2) [\n  1,\n  2\n]"
// expect: "[\n  <1 empty item>,\n  1\n]"
// expect: "[\n  1,\n  x: 2,\n  y: 3\n]"
// expect: "{\n  g: [Getter: 1],\n  h: [Getter] {\n    i: 1\n  },\n  s: [Setter]\n}"
// expect: "{\n  Symbol(nodejs.util.inspect.custom): [Function: [nodejs.util.inspect.custom]]\n}"
// expect: { a: 2, b: 1 } 10
