// rejections propagate through awaits; try/catch/finally around await
async function thrower(msg) { await null; throw new Error(msg); }
async function a() {
  try {
    await thrower('one');
  } catch (e) {
    console.log('caught', e.message);
  } finally {
    console.log('finally a');
  }
  try {
    await Promise.reject(new RangeError('two'));
  } catch (e) {
    console.log('caught', e.name, e.message);
  }
  try {
    try { await thrower('three'); } finally { console.log('inner finally'); }
  } catch (e) { console.log('outer caught', e.message); }
  return 'a ok';
}
a().then(v => console.log(v));
async function rethrow() { try { await thrower('four'); } catch (e) { throw new Error('wrapped ' + e.message); } }
rethrow().catch(e => console.log(e.message));
async function finallyReturn() { try { await thrower('five'); } finally { return 'overridden'; } }
finallyReturn().then(v => console.log(v));
async function nonError() { await 1; throw { code: 42 }; }
nonError().catch(e => console.log('code', e.code));
async function awaitInCatch() { try { throw 1; } catch (e) { const v = await (e + 1); return v; } }
awaitInCatch().then(v => console.log('in catch', v));
async function awaitInFinally() { let s = ''; try { s += 'try '; } finally { s += await 'finally'; } return s; }
awaitInFinally().then(console.log);
const rejected = Promise.reject(new Error('late'));
async function lateHandler() { await null; await null; try { await rejected; } catch (e) { console.log('late caught', e.message); } }
lateHandler();
// expect: caught one
// expect: finally a
// expect: code 42
// expect: in catch 2
// expect: try finally
// expect: caught RangeError two
// expect: wrapped four
// expect: overridden
// expect: late caught late
// expect: inner finally
// expect: outer caught three
// expect: a ok
