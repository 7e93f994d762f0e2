// flags: --expose-gc
// What is only weakly held dies, and FinalizationRegistry cleanups run as a
// task of the event loop after the collection that found the target dead,
// one task per registry, newest registration first (node's order). A
// WeakMap holds neither a dead key nor its value; a live key keeps its
// value; a WeakRef target stays until the end of the job that created or
// dereferenced it; an unregistered target never calls back.
// the later job is started by the last cleanup of the first batch, so the
// order does not hang on how long a collection takes against a timer
const fr = new FinalizationRegistry((held) => {
  console.log("collected:", held);
  if (held === "the dead key") setTimeout(laterJob, 0);
});
// the WeakRef target may die in any collection after the first job ends
// (under TARN_GC_STRESS that is sooner than the second gc()), so its
// cleanup is only counted, and the count printed at the end
let refCleanups = 0;
const frRef = new FinalizationRegistry(() => refCleanups++);
// globals outlive the script body in both engines (tarn drops a script's
// top-level const/let when the body ends, node keeps them)
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
  frRef.register(ref, "the WeakRef target (after the job)");
  const un = { name: "unregistered" };
  fr.register(un, "unregistered (never)", un);
  fr.unregister(un);
  return new WeakRef(ref);
}
const wr = setup();
gc({ type: "minor" });
gc();
console.log(wr.deref().name, wm.get(live).name); // expect: ref liveVal
Promise.resolve().then(() => console.log("microtasks run before cleanups"));
console.log("end of script"); // expect: end of script
function laterJob() {
  console.log("a later job; the live key still maps to", wm.get(live).name);
  gc();
  setTimeout(() => console.log("after the second gc:", wr.deref(), "cleanups of the WeakRef target:", refCleanups), 20);
}
// expect: microtasks run before cleanups
// expect: collected: the dead key's value
// expect: collected: the dead key
// expect: a later job; the live key still maps to liveVal
// expect: after the second gc: undefined cleanups of the WeakRef target: 1
