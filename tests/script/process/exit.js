// process.exit ends the program at once: later code and pending output after it never run.
console.log("before");
process.stdout.write("partial line\n");
function deep(n) { if (n === 0) process.exit(); return deep(n - 1); }
try {
  deep(20);
} finally {
  console.log("not printed: finally blocks do not run");
}
console.log("not printed");
// expect: before
// expect: partial line
