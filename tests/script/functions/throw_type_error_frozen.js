// %ThrowTypeError% (a strict arguments object's callee accessor) is frozen.
'use strict';
const t = Object.getOwnPropertyDescriptor((function () { return arguments; })(), 'callee').get;
console.log(Object.isFrozen(t), Object.isExtensible(t), JSON.stringify(Object.getOwnPropertyDescriptor(t, 'length')), JSON.stringify(Object.getOwnPropertyDescriptor(t, 'name')));
console.log(Reflect.ownKeys(t).join());
try { t.x = 1; } catch (e) { console.log(e.constructor.name); }
try { t(); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: true false {"value":0,"writable":false,"enumerable":false,"configurable":false} {"value":"","writable":false,"enumerable":false,"configurable":false}
// expect: length,name
// expect: TypeError
// expect: TypeError 'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them
