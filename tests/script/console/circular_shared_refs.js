'use strict';
// <ref *N> marks every later appearance of an object that closed a cycle
// (node's ctx.circular lives for the whole inspect call, not one path).
const a = [1]; a.push(a); console.log(a);
const m = new Map(); m.set('self', m); m.set(m, 1); console.log(m);
const s = new Set(); s.add(s); console.log(s);
const o1 = { name: 'o1' }, o2 = { name: 'o2', o1 }; o1.o2 = o2; console.log([o1, o2]);
const deep = { l1: { l2: {} } }; deep.l1.l2.back = deep.l1; console.log(deep);
const x = {}; const y = { x }; x.y = y; x.self = x; console.log(x, y);
const err = new Error('circ'); err.self = err; console.log(Object.keys(err));
