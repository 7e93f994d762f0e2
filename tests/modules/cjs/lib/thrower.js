exports.before = 1;
function f() {
  throw new Error("thrown in thrower");
}
f();
