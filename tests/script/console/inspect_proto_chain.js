'use strict';
// node's getConstructorName when no constructor is on the chain but the chain
// does not end at the object: "Object <P>", P the first prototype's name the
// same way or that prototype inspected at depth -1; past the depth "Complex".
const util = require('util');
const byId = Object.create(null); byId[0] = 'A'; byId[1] = 'B';
const values = Object.create(byId); values.A = 0; values.B = 1; // protobufjs' Enum#values
console.log(values);
console.log(Object.create(Object.create(null)), [Object.create(Object.create(null))]);
const g = Object.create(Object.create(Object.create(null)));
g.k = 1;
console.log(g, { nested: { deep: { g } } });
console.log(util.inspect({ a: { b: values } }, { depth: 0 }), util.inspect({ a: values }, { depth: 0 }));
class Foo {}
const f = Object.create(Object.create(Foo.prototype)); f.a = 1;
console.log(f, Object.create(null));
// expect: Object <[Object: null prototype]> { A: 0, B: 1 }
// expect: Object <[Object: null prototype] {}> {} [ Object <[Object: null prototype] {}> {} ]
// expect: Object <Object <[Object: null prototype] {}>> { k: 1 } { nested: { deep: { g: [Object <Complex prototype>] } } }
// expect: { a: [Object] } { a: [Object <Complex prototype>] }
// expect: Foo { a: 1 } [Object: null prototype] {}
