function r() { return r() + 1; }
try { r(); } catch (e) { console.log(e instanceof RangeError, e.message); }
console.log("still alive");
// expect: true Maximum call stack size exceeded
// expect: still alive
