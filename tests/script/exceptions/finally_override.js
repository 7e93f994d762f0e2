function f() { try { return 1; } finally { return 2; } }
function g() { try { throw new Error("x"); } finally { return "swallowed"; } }
console.log(f(), g());
// expect: 2 swallowed
