"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => ["x" in { x: 1 }, 0 in [1], "length" in [], Symbol.iterator in [], "toString" in {}, "a" in Object.create({ a: 1 })]);
t(() => "x" in 5);
t(() => "x" in "str");
t(() => Symbol() in {});
t(() => [typeof null, typeof undefined, typeof 1, typeof "", typeof true, typeof {}, typeof [], typeof Symbol(), typeof Symbol, typeof Object].join());
t(() => [typeof class {}, typeof Math.max, typeof Object.prototype.toString.bind(null), typeof new Number(1), typeof undeclaredVariable, typeof Object(Symbol())].join());
// expect: [ true, true, true, true, true, true ]
// expect: TypeError: Cannot use 'in' operator to search for 'x' in 5
// expect: TypeError: Cannot use 'in' operator to search for 'x' in str
// expect: false
// expect: object,undefined,number,string,boolean,object,object,symbol,function,function
// expect: function,function,function,object,undefined,object
