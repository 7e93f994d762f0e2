function s(x) {
  switch (x) {
    case 1: return "one";
    case "1": return "string one";
    case 2:
    case 3: return "two or three";
    default: return "other";
  }
}
console.log(s(1), s("1"), s(2), s(3), s(4));
// expect: one string one two or three two or three other
