const IterProto = Object.getPrototypeOf(Object.getPrototypeOf([].values()));
function mk(n, log, opts = {}) {
  const it = Object.create(IterProto);
  let i = 0;
  it.next = function () {
    log.push("next");
    if (opts.nextThrows && i === opts.nextThrows) throw new Error("next threw");
    return i < n ? { value: opts.undef ? undefined : i++, done: false } : { value: undefined, done: true };
  };
  it.return = function () { log.push("return"); if (opts.retThrows) throw new Error("return threw"); return {}; };
  return it;
}
function run(name, f) { const log = []; try { f(log); } catch (e) { log.push("caught " + e.message); } console.log(name, log.join(",")); }
const boom = () => { throw new Error("default threw"); };
run("defaultThrows", (log) => { const [a = boom()] = mk(3, log, { undef: true }); });
run("defaultThrowsRetThrows", (log) => { const [a = boom()] = mk(3, log, { undef: true, retThrows: true }); });
run("targetThrows", (log) => { const o = { set x(v) { throw new Error("setter threw"); } }; [o.x] = mk(3, log); });
run("nestedThrows", (log) => { const [{ a }] = mk(3, log, { undef: true }); });
run("nextThrows", (log) => { const [a, b] = mk(3, log, { nextThrows: 1 }); });
run("restOk", (log) => { const [a, ...r] = mk(3, log); log.push(r.join("")); });
run("ok", (log) => { const [a, b] = mk(3, log); log.push(a + b); });
run("exhausted", (log) => { const [a, b, c, d] = mk(2, log); log.push(String(d)); });
run("assign", (log) => { let a, b; [a, b = boom()] = mk(1, log); });
run("params", (log) => { (function ([a = boom()]) {})(mk(2, log, { undef: true })); });
console.log([...[1, 2]].length, (([x, y]) => x + y)([3, 4]));
// expect: defaultThrows next,return,caught default threw
// expect: defaultThrowsRetThrows next,return,caught default threw
// expect: targetThrows next,return,caught setter threw
// expect: nestedThrows next,return,caught Cannot read properties of undefined (reading 'a')
// expect: nextThrows next,next,caught next threw
// expect: restOk next,next,next,next,12
// expect: ok next,next,return,1
// expect: exhausted next,next,next,undefined
// expect: assign next,next,caught default threw
// expect: params next,return,caught default threw
// expect: 2 7
