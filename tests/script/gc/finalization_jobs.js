// flags: --expose-gc
// FinalizationRegistry cleanups are event-loop tasks: they run after the
// script's microtasks, once per registry with the newest registration
// first, with a microtask checkpoint after each registry's task; a target
// unregistered after it died never calls back; pending cleanups keep the
// loop alive (nothing else is scheduled here).
const a = new FinalizationRegistry((h) => {
  console.log("a:", h);
  Promise.resolve().then(() => console.log("microtask after a:", h));
});
const b = new FinalizationRegistry((h) => console.log("b:", h));
const token = {};
(function () {
  for (let i = 0; i < 3; i++) a.register({ i }, "a" + i);
  b.register({}, "b0");
  b.register({}, "b1 (unregistered after it died)", token);
})();
gc();
console.log("unregister:", b.unregister(token)); // expect: unregister: true
queueMicrotask(() => console.log("script microtask"));
console.log("end of script"); // expect: end of script
// expect: script microtask
// expect: a: a2
// expect: a: a1
// expect: a: a0
// expect: microtask after a: a2
// expect: microtask after a: a1
// expect: microtask after a: a0
// expect: b: b0
