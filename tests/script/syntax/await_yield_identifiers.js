// Where `await` and `yield` are identifiers: a nested function's name and
// parameters take [Await]/[Yield] from that function, not from an async
// function, generator or class static block around it; `await` labels and
// is a break target in scripts; a shorthand `{ await }` is reserved where
// await is. Each case is compiled by eval and reported.
var await = 3;
const cases = [
  'async function f() { (function await() {}); }',
  'async function f() { (async function await() {}); }',
  'async function f() { function await() {} }',
  'async function f() { ({ await }); }',
  'async function f() { await: 1; }',
  'async function f() { (function (a = await) {}); }',
  'async function f() { (function () { return await; }); }',
  'async function f() { ({ m(await) {} }); }',
  'function* g() { (function yield() {}); }',
  '(function await() { return await; })',
  'await: { break await; }',
  'class D { static { (function await(await) {}); } }',
  'class D { static { function await() {} } }',
  'class D { static { ({ set a(x = await) { await; } }); } }',
  'class D { static { ({ *g(x = await) { await; } }); } }',
  'class D { static { (function* await() {}); } }',
  'class D { static { (async function await() {}); } }',
  'class D { static { new (class { constructor(x = await) { await; } }); } }',
  'class D { static { ({ await: 1 }); } }',
  'class D { static { ({ await: 1 }).await; } }',
  '({ await })',
  '({ await } = {})',
  'class D { static { ({ await } = {}); } }',
];
for (const c of cases) {
  try { eval(c); console.log('ok  ', c); } catch (e) { console.log(e.name, e.message, ' ', c); }
}
class C { static { try { eval('(() => await)'); console.log('arrow ok'); } catch (e) { console.log(e.message); } } }
try { eval('class D { static { (() => await); } }'); console.log('ok'); } catch (e) { console.log(e.message); }
try { eval('class D { static { (function() { return await; }); } }'); console.log('ok2'); } catch (e) { console.log(e.message); }
try { eval('class D { static { function await() {} } }'); console.log('ok3'); } catch (e) { console.log(e.message); }
try { eval('class D { static { ({ await }); } }'); console.log('ok4'); } catch (e) { console.log(e.message); }
try { eval('await: 1;'); console.log('ok5'); } catch (e) { console.log(e.message); }
try { eval('class D { static { await: 1; } }'); console.log('ok6'); } catch (e) { console.log(e.message); }
try { eval('class D { static { x: { break x; } } }'); console.log('ok7'); } catch (e) { console.log(e.message); }
try { eval('class D { static { ({ m(a = await) { return await; } }); } }'); console.log('ok8'); } catch (e) { console.log(e.message); }
try { eval('class D { static { (class { [await] = 1 }); } }'); console.log('ok9'); } catch (e) { console.log(e.message); }
try { eval('class D { static { (class { x = await }); } }'); console.log('ok10'); } catch (e) { console.log(e.message); }
// expect: ok   async function f() { (function await() {}); }
// expect: SyntaxError Unexpected reserved word   async function f() { (async function await() {}); }
// expect: SyntaxError Unexpected reserved word   async function f() { function await() {} }
// expect: SyntaxError Unexpected reserved word   async function f() { ({ await }); }
// expect: SyntaxError Unexpected token ':'   async function f() { await: 1; }
// expect: ok   async function f() { (function (a = await) {}); }
// expect: ok   async function f() { (function () { return await; }); }
// expect: ok   async function f() { ({ m(await) {} }); }
// expect: ok   function* g() { (function yield() {}); }
// expect: ok   (function await() { return await; })
// expect: ok   await: { break await; }
// expect: ok   class D { static { (function await(await) {}); } }
// expect: SyntaxError Unexpected reserved word   class D { static { function await() {} } }
// expect: ok   class D { static { ({ set a(x = await) { await; } }); } }
// expect: ok   class D { static { ({ *g(x = await) { await; } }); } }
// expect: ok   class D { static { (function* await() {}); } }
// expect: SyntaxError Unexpected reserved word   class D { static { (async function await() {}); } }
// expect: ok   class D { static { new (class { constructor(x = await) { await; } }); } }
// expect: ok   class D { static { ({ await: 1 }); } }
// expect: ok   class D { static { ({ await: 1 }).await; } }
// expect: ok   ({ await })
// expect: ok   ({ await } = {})
// expect: SyntaxError Unexpected reserved word   class D { static { ({ await } = {}); } }
// expect: arrow ok
// expect: ok
// expect: ok2
// expect: Unexpected reserved word
// expect: Unexpected reserved word
// expect: ok5
// expect: Unexpected reserved word
// expect: ok7
// expect: ok8
// expect: Unexpected reserved word
// expect: ok10
