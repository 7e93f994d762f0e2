// Timeout and Immediate objects: this, ref/unref/hasRef, argument checks.
const t = setTimeout(function () { console.log('this is the timer', this === t); }, 1);
console.log(typeof t, t.hasRef(), t.unref() === t, t.hasRef(), t.ref() === t, t.hasRef());
setTimeout(() => {
  const i = setImmediate(() => console.log('immediate ran'));
  console.log(typeof i, i.hasRef());
}, 2);
setTimeout(() => console.log('unref only: never printed'), 1000).unref();
for (const bad of [undefined, 5, 'code', {}, null]) {
  try { setTimeout(bad); } catch (e) { console.log(e.name, e.code, e.message); }
}
try { setImmediate(); } catch (e) { console.log(e.message); }
try { queueMicrotask(1); } catch (e) { console.log(e.message); }
console.log(typeof setInterval, typeof clearInterval, setTimeout.length, setImmediate.name);
// expect: object true true false true true
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received type string ('code')
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received an instance of Object
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received null
// expect: The "callback" argument must be of type function. Received undefined
// expect: The "callback" argument must be of type function. Received type number (1)
// expect: function function 2 setImmediate
// expect: this is the timer true
// expect: object true
// expect: immediate ran
