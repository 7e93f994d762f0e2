function f(x) {
  const r = [];
  switch (x) {
    case 1: r.push("a");
    default: r.push("d");
    case 2: r.push("b"); break;
  }
  return r.join("");
}
console.log(f(1), f(2), f(3));
// expect: adb b db
