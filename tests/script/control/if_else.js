function cls(n) {
  if (n < 0) return "neg";
  else if (n === 0) return "zero";
  else { if (n > 100) return "big"; }
  return "pos";
}
console.log(cls(-1), cls(0), cls(5), cls(500));
// expect: neg zero pos big
