// A function declared by global code (an indirect eval here) over a
// non-configurable global property it cannot redefine (NaN, undefined) fails
// CanDeclareGlobalFunction: a TypeError with V8's text, and nothing is
// declared; a var of that name is fine; a configurable property is redefined.
try { (0, eval)('function NaN() {}'); console.log('no error'); } catch (e) { console.log(e.name, e.message, typeof NaN); }
try { (0, eval)('var before = 1; function* undefined() {}'); } catch (e) { console.log(e.name, e.message, typeof before); }
(0, eval)('var NaN;');
console.log('var NaN ok', NaN !== NaN);
Object.defineProperty(globalThis, 'cfg', { configurable: true, value: 0 });
(0, eval)('function cfg() {}');
console.log(typeof cfg, JSON.stringify(Object.getOwnPropertyDescriptor(globalThis, 'cfg')));
try { (0, eval)('let Infinity;'); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError Identifier 'NaN' has already been declared number
// expect: TypeError Identifier 'undefined' has already been declared undefined
// expect: var NaN ok true
// expect: function {"writable":true,"enumerable":true,"configurable":true}
