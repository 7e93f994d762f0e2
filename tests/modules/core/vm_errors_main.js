// node:vm's errors: positions from filename and offsets, displayErrors'
// arrow on the stack, node's argument checks and codes, timeouts
const vm = require('vm');
const first = (e) => e.stack.split('\n    at ')[0];
const top = (e) => e.stack.split('\n    at ')[1];

try { vm.runInThisContext('\n\nnull.x', { filename: 'f.js', lineOffset: 3 }); } catch (e) { console.log(first(e), '|', top(e)); }
try { vm.runInThisContext('throw new RangeError("r")', 'named.js'); } catch (e) { console.log(first(e), '|', top(e)); }
try { vm.runInThisContext('throw new Error("q")', { filename: 'quiet.js', displayErrors: false }); } catch (e) { console.log(first(e), '|', top(e)); }
try { new vm.Script('let a = 1;\nlet a = 2;', { filename: 's.js' }); } catch (e) { console.log(e.name, e.message, e instanceof SyntaxError); }
try { new vm.Script('x y'); } catch (e) { console.log(e.name, e.message); }
const s = new vm.Script('function f() { throw new TypeError("in f"); }\nf();', { filename: 'lines.js', lineOffset: 10 });
try { s.runInThisContext(); } catch (e) { console.log(e.message, '|', top(e)); }
const ctx = vm.createContext({});
try { s.runInContext(ctx); } catch (e) { console.log(e.message, e instanceof TypeError, e.constructor.name, '|', top(e)); }
try { vm.compileFunction('\nthrow new Error("z")', [], { filename: 'cf.js' })(); } catch (e) { console.log(top(e)); }
try { vm.compileFunction('return (', ['a']); } catch (e) { console.log(e.name, e.message); }

// a context's errors are its own realm's
const ctxErr = vm.runInContext('try { null.x } catch (e) { e }', ctx);
console.log(ctxErr instanceof TypeError, ctxErr.name, ctxErr.message);
try { vm.runInContext('undefinedName', ctx); } catch (e) { console.log(e instanceof ReferenceError, e.name, e.message); }
try { vm.runInContext('"use strict"; undeclared = 1', ctx); } catch (e) { console.log(e.name, e.message); }

// timeouts
for (const f of [
  () => vm.runInThisContext('for (;;) {}', { timeout: 20 }),
  () => vm.runInContext('while (true) { try { for (;;) {} } catch (e) {} }', ctx, { timeout: 20 }),
  () => new vm.Script('let i = 0; while (true) i++;').runInNewContext({}, { timeout: 10 }),
]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(vm.runInThisContext('var k = 0; for (var i = 0; i < 10; i++) k += i; k', { timeout: 60000 }));

// node's argument checks
for (const f of [
  () => vm.runInContext('1', {}),
  () => vm.createContext(1),
  () => vm.isContext('x'),
  () => new vm.Script('1', { filename: 1 }),
  () => new vm.Script('1', { lineOffset: 1.5 }),
  () => new vm.Script('1', 5),
  () => vm.runInThisContext('1', { timeout: 0 }),
  () => vm.runInThisContext('1', { timeout: '1' }),
  () => vm.runInThisContext('1', { displayErrors: 1 }),
  () => vm.compileFunction(1),
  () => vm.compileFunction('', 'a'),
  () => vm.compileFunction('', [1]),
  () => vm.compileFunction('', [], { parsingContext: {} }),
  () => new vm.Script('1', { cachedData: 'x' }),
  () => vm.Script.prototype.runInThisContext.call({}),
  () => vm.createContext({}, { microtaskMode: 'x' }),
]) {
  try { f(); console.log('no error'); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(typeof vm.SourceTextModule, typeof vm.SyntheticModule, typeof vm.Module);
