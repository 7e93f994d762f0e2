// Mixing is a TypeError at run time.
console.log("before"); // expect: before
let a = 1n + 1; // expect runtime error: TypeError: Cannot mix BigInt and other types, use explicit conversions
