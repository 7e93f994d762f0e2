let r = "none";
try { throw 1; } catch { r = "caught"; }
console.log(r);
// expect: caught
