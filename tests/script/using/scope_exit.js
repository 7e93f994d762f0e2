// `using` disposes in reverse order when its scope ends, on every way out
const log = [];
const res = (n) => ({ [Symbol.dispose]() { log.push('dispose ' + n); } });
const flush = (what) => { console.log(what + ': ' + log.join(', ')); log.length = 0; };

{
  using a = res(1), b = res(2);
  using c = null, d = undefined;
  log.push('body');
}
flush('block');

function ret() {
  using x = res('x');
  log.push('before return');
  return log.length;
}
log.push('returned ' + ret());
flush('return');

for (let i = 0; i < 4; i++) {
  using y = res(i);
  if (i === 1) continue;
  if (i === 3) break;
  log.push('iter ' + i);
}
flush('loop');

outer: for (const i of [1, 2]) {
  for (const j of [1, 2]) {
    using z = res(i + '.' + j);
    if (j === 2) continue outer;
  }
}
flush('labels');

try {
  using t = res('t');
  throw new Error('boom');
} catch (e) {
  log.push('caught ' + e.message);
}
flush('throw');

for (using q of [res('o1'), null, res('o2')]) log.push('of');
flush('for-of');

for (using w = res('for'), n = null; ;) { log.push('in for'); break; }
flush('for');

function* gen() {
  using g = res('gen');
  yield 1;
  yield 2;
}
const it = gen();
it.next();
log.push('return() gives ' + JSON.stringify(it.return(7)));
flush('generator return');
for (const v of gen()) { log.push('v' + v); break; }
flush('generator break');

switch (2) {
  case 2: {
    using s = res('case');
  }
}
flush('case block');

const f = () => { using a = res('arrow'); return 'arrow result'; };
log.push(f());
flush('arrow');

class C { static { using s = res('static block'); log.push('in static block'); } }
flush('class');

// the value is the binding, and the binding is const
{
  const r = res('same');
  using u = r;
  log.push(u === r);
  try { eval('u = 1'); } catch (e) { log.push(e.constructor.name); }
}
flush('binding');
// expect: block: body, dispose 2, dispose 1
// expect: return: before return, dispose x, returned 1
// expect: loop: iter 0, dispose 0, dispose 1, iter 2, dispose 2, dispose 3
// expect: labels: dispose 1.1, dispose 1.2, dispose 2.1, dispose 2.2
// expect: throw: dispose t, caught boom
// expect: for-of: of, dispose o1, of, of, dispose o2
// expect: for: in for, dispose for
// expect: generator return: dispose gen, return() gives {"value":7,"done":true}
// expect: generator break: v1, dispose gen
// expect: case block: dispose case
// expect: arrow: dispose arrow, arrow result
// expect: class: in static block, dispose static block
// expect: binding: true, TypeError, dispose same
