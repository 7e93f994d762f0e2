// Legacy octal literals and escapes are sloppy-only.
console.log(010, 0777, 08, 09.5, 019, 00);
console.log("\0".charCodeAt(0), "\07".charCodeAt(0), "\101", "\377".charCodeAt(0), "\400".length, "\8\9");
console.log(010.toString());
function f() { "use strict"; return 0o10; }
console.log(f());
// expect: 8 511 8 9.5 19 0
// expect: 0 7 A 255 2 89
// expect: 8
// expect: 8
