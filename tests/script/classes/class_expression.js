const C = class Named { who() { return Named.name; } };
console.log(new C().who(), C.name);
const D = class {};
console.log(D.name);
// expect: Named Named
// expect: D
