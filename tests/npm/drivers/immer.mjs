import { produce, enableMapSet, freeze, current, original, isDraft, applyPatches, produceWithPatches, enablePatches } from 'immer';
enableMapSet(); enablePatches();
const base = { todos: [{ t: 'a', done: false }, { t: 'b', done: false }], m: new Map([['k', 1]]) };
const next = produce(base, (d) => { d.todos[1].done = true; d.todos.push({ t: 'c', done: false }); d.m.set('k2', 2); console.log(isDraft(d), current(d).todos.length, original(d.todos).length); });
console.log(next.todos, next.m, base.todos.length, next.todos[0] === base.todos[0], Object.isFrozen(next));
const [r, patches, inverse] = produceWithPatches({ a: 1, b: [1] }, (d) => { d.a = 2; d.b.push(2); delete d.c; });
console.log(r, patches, inverse, applyPatches(r, inverse));
try { produce(freeze({ x: 1 }, true), (d) => { d.x = 2; return { y: 1 }; }); } catch (e) { console.log(e.message); }
