function f(v) { switch (v) { case 0: return "zero"; case null: return "null"; case undefined: return "undef"; default: return "none"; } }
console.log(f(0), f(false), f(null), f(undefined), f("0"));
// expect: zero none null undef none
