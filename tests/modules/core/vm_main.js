// node:vm: scripts in this context, contexts over contextified objects
const vm = require('vm');
console.log(require('node:vm') === vm, Object.keys(vm).join());

// this context: var lands on the global object, let in the script scope
console.log(vm.runInThisContext('var vmVar = 1; let vmLet = 2; vmVar + vmLet'));
console.log(globalThis.vmVar, typeof vmLet, vm.runInThisContext('vmLet'));
console.log(vm.runInThisContext('this === globalThis'), vm.runInThisContext('[]') instanceof Array);

// a context: globals go through to the sandbox
const sb = { a: 1, log: [] };
console.log(vm.createContext(sb) === sb, vm.isContext(sb), vm.isContext({}));
console.log(vm.runInContext('a += 1; b = 3; var x = 4; function f() { return a * 10; } let q = 5; f()', sb));
console.log(sb, typeof sb.f, 'q' in sb);
console.log(Object.getOwnPropertyDescriptor(sb, 'x'));
vm.runInContext('var y;', sb);
console.log('y' in sb, vm.runInContext('typeof y + " " + q', sb));
sb.a = 100;
console.log(vm.runInContext('f()', sb), vm.runInContext('delete a; typeof a', sb), 'a' in sb);

// builtins are the context's own
console.log(vm.runInNewContext('[]') instanceof Array, Array.isArray(vm.runInContext('[1, 2]', sb)));
console.log(vm.runInContext('Object.getPrototypeOf([]) === Array.prototype', sb));
const arr = vm.runInContext('[1, 2, 3]', sb);
console.log(arr, arr.map((v) => v * 2), arr.constructor === Array);
console.log(vm.runInContext('typeof Array + typeof Intl + typeof require + typeof process + typeof global + typeof queueMicrotask', sb));
console.log(vm.runInNewContext('[x, typeof y, Array = 5, Array]', { x: 42 }));

// this and globalThis: the context's global, which shows the sandbox
const c2 = vm.createContext({ p: 1 });
console.log(vm.runInContext('this', c2) === c2, vm.runInContext('this === globalThis', c2));
console.log(vm.runInContext('var z = 9; this', c2), vm.runInContext('Object.keys(globalThis).join()', c2));
console.log(vm.runInContext('globalThis.p + this.z', c2), vm.runInContext('(function () { return this; })() === globalThis', c2));
console.log(vm.runInContext('"p" in globalThis && "Array" in globalThis && !("nope" in globalThis)', c2));
console.log(vm.runInContext('globalThis.w = 7; w', c2), c2.w);
console.log(vm.runInContext('Object.defineProperty(globalThis, "d", { value: 1, enumerable: false }); typeof d', c2), Object.getOwnPropertyDescriptor(c2, 'd'));

// functions made in a context run there
const g = vm.runInContext('(function () { return [typeof p, this === globalThis]; })', c2);
console.log(g(), g() instanceof Array);
sb.log = (...a) => console.log('log:', ...a);
sb.a = 1;
vm.runInContext('log(a, typeof b, [1].concat([2]))', sb);

// the context's console prints nothing (V8's writes to an inspector)
console.log(vm.runInContext('console.log("unseen"); typeof console.log', c2), vm.runInContext('console', c2));

// Script: compiled once, run anywhere
const s = new vm.Script('n = (typeof n === "number" ? n : 0) + 1');
const c3 = vm.createContext({ n: 10 });
s.runInContext(c3);
s.runInContext(c3);
console.log(c3.n, s);
console.log(vm.createScript('40 + 2').runInThisContext(), vm.Script.name, typeof vm.Script);
console.log(new vm.Script('1', { cachedData: Buffer.from('x') }).cachedDataRejected);

// compileFunction
const cf = vm.compileFunction('return a + b + (typeof c)', ['a', 'b']);
console.log(cf(1, 2), cf.name, cf.length, String(cf));
const cg = vm.compileFunction('return [typeof p, typeof Array, [] instanceof Array]', [], { parsingContext: c2 });
console.log(cg(), cg() instanceof Array);
console.log(vm.compileFunction('return this')() === globalThis);

console.log(vm);
