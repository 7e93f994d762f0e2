// tarn-only: node runs FinalizationRegistry cleanups at a time of its choosing
// flags: --expose-gc
// What is only weakly held dies: FinalizationRegistry cleanups (run at the
// end of the script run, as tarn has no event loop yet) show which targets
// were collected. A WeakMap holds neither a dead key nor its value; a live
// key keeps its value; WeakRef targets stay until the job ends; an
// unregistered target never calls back.
const log = [];
const fr = new FinalizationRegistry((held) => console.log("collected:", held));
// globals outlive the script run (its top-level const/let do not)
const wm = (globalThis.wm = new WeakMap());
const live = (globalThis.live = { name: "live" });
function setup() {
  const deadKey = { name: "deadKey" };
  const deadVal = { name: "deadVal" };
  const liveVal = { name: "liveVal" };
  wm.set(deadKey, deadVal);
  wm.set(live, liveVal);
  fr.register(deadKey, "the dead key");
  fr.register(deadVal, "the dead key's value");
  fr.register(liveVal, "the live key's value (never)");
  const ref = { name: "ref" };
  fr.register(ref, "the WeakRef target (after the job)");
  const un = { name: "unregistered" };
  fr.register(un, "unregistered (never)", un);
  fr.unregister(un);
  return new WeakRef(ref);
}
const wr = setup();
gc({ type: "minor" });
gc();
console.log(wr.deref().name, wm.get(live).name); // expect: ref liveVal
console.log("end of script"); // expect: end of script
// expect: collected: the dead key
// expect: collected: the dead key's value
// expect: collected: the WeakRef target (after the job)
