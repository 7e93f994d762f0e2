// A generator's return() while it is suspended at a yield inside an array
// pattern (a default, a nested pattern, a rest's target) closes the
// iterator being destructured, as leaving a for-of loop does: return() is
// called, and its throw or a non-object result replaces the return.
function source(ret) {
  const log = [];
  let n = 0;
  const it = {
    next() { log.push("next"); return { done: ++n > 2, value: undefined }; },
    return() { log.push("return"); return ret(); },
  };
  return [log, { [Symbol.iterator]() { return it; } }];
}
function* assignDefault(src) { var a, b; [a = yield 1, b] = src; return "end"; }
function* bindRest(src) { var [a, ...[b = yield 2]] = src; }
function* nestedInFinally(src) {
  try { [[] = yield 4] = src; } finally { console.log("finally runs after the close"); }
}
function* insideForOf(src) { for (const x of [1]) { const [y = yield 5] = src; } }
const results = [() => ({}), () => null, () => { throw new RangeError("from return"); }];
for (const g of [assignDefault, bindRest, nestedInFinally, insideForOf]) {
  for (const ret of results) {
    const [log, src] = source(ret);
    const it = g(src);
    it.next();
    try {
      console.log(g.name, JSON.stringify(it.return(9)), log.join());
    } catch (e) {
      console.log(g.name, e.constructor.name, e.message, log.join());
    }
  }
}
// expect: assignDefault {"value":9,"done":true} next,return
// expect: assignDefault TypeError Iterator result null is not an object next,return
// expect: assignDefault RangeError from return next,return
// expect: bindRest {"value":9,"done":true} next,next,next
// expect: bindRest {"value":9,"done":true} next,next,next
// expect: bindRest {"value":9,"done":true} next,next,next
// expect: finally runs after the close
// expect: nestedInFinally {"value":9,"done":true} next,return
// expect: finally runs after the close
// expect: nestedInFinally TypeError Iterator result null is not an object next,return
// expect: finally runs after the close
// expect: nestedInFinally RangeError from return next,return
// expect: insideForOf {"value":9,"done":true} next,return
// expect: insideForOf TypeError Iterator result null is not an object next,return
// expect: insideForOf RangeError from return next,return
