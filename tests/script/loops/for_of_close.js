const IterProto = Object.getPrototypeOf(Object.getPrototypeOf([].values()));
function mk(n, log, opts = {}) {
  const it = Object.create(IterProto);
  let i = 0;
  it.next = function () {
    log.push("next");
    if (opts.nextThrows && i === opts.nextThrows) throw new Error("next threw");
    return i < n ? { value: i++, done: false } : { value: undefined, done: true };
  };
  if (!opts.noReturn)
    it.return = function () { log.push("return"); if (opts.retThrows) throw new Error("return threw"); return opts.retPrim ? 1 : {}; };
  return it;
}
function run(name, f) { const log = []; try { f(log); } catch (e) { log.push("caught " + e.message); } console.log(name, log.join(",")); }
run("break", (log) => { for (const x of mk(3, log)) { if (x === 1) break; } });
run("normal", (log) => { for (const x of mk(2, log)) {} });
run("throw", (log) => { for (const x of mk(3, log)) { throw new Error("body"); } });
run("return", (log) => { (function () { for (const x of mk(3, log)) return x; })(); });
run("nextThrows", (log) => { for (const x of mk(3, log, { nextThrows: 1 })) {} });
run("continue", (log) => { for (const x of mk(2, log)) { continue; } });
run("labeled", (log) => { outer: for (const y of mk(2, log)) { for (const x of mk(2, log)) { break outer; } } });
run("retThrowsOnBreak", (log) => { for (const x of mk(3, log, { retThrows: true })) break; });
run("retThrowsOnThrow", (log) => { for (const x of mk(3, log, { retThrows: true })) throw new Error("body"); });
run("retPrimOnBreak", (log) => { for (const x of mk(3, log, { retPrim: true })) break; });
run("retPrimOnThrow", (log) => { for (const x of mk(3, log, { retPrim: true })) throw new Error("body"); });
run("destructThrows", (log) => { for (const [a] of mk(3, log)) {} });
run("noReturn", (log) => { for (const x of mk(3, log, { noReturn: true })) break; });
run("arrDestruct", (log) => { const [a, b] = mk(5, log); log.push(a, b); });
run("arrDestructExhaust", (log) => { const [a, b, c] = mk(2, log); log.push(a, b, c); });
run("arrDestructRest", (log) => { const [a, ...r] = mk(3, log); log.push(a, r.length); });
run("arrDestructDefaultThrows", (log) => { const [a = (() => { throw new Error("def"); })()] = mk(0, log); });
run("arrDestructDefaultThrows2", (log) => { const [a, b = (() => { throw new Error("def"); })()] = Object.assign(mk(5, log), {}); });
run("spread", (log) => { log.push([...mk(2, log)].length); });
run("finallyBreak", (log) => { for (const x of mk(3, log)) { try { break; } finally { log.push("fin"); } } });
run("tryInBody", (log) => { for (const x of mk(3, log)) { try { throw new Error("in"); } catch (e) { log.push("c"); break; } } });
run("nextThrowsMid", (log) => { const [a, b] = mk(3, log, { nextThrows: 1 }); });
// expect: break next,next,return
// expect: normal next,next,next
// expect: throw next,return,caught body
// expect: return next,return
// expect: nextThrows next,next,caught next threw
// expect: continue next,next,next
// expect: labeled next,next,return,return
// expect: retThrowsOnBreak next,return,caught return threw
// expect: retThrowsOnThrow next,return,caught body
// expect: retPrimOnBreak next,return,caught Iterator result 1 is not an object
// expect: retPrimOnThrow next,return,caught body
// expect: destructThrows next,return,caught .for is not iterable
// expect: noReturn next
// expect: arrDestruct next,next,return,0,1
// expect: arrDestructExhaust next,next,next,0,1,
// expect: arrDestructRest next,next,next,next,0,2
// expect: arrDestructDefaultThrows next,caught def
// expect: arrDestructDefaultThrows2 next,next,return
// expect: spread next,next,next,2
// expect: finallyBreak next,fin,return
// expect: tryInBody next,c,return
// expect: nextThrowsMid next,next,caught next threw
