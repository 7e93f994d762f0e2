console.log(true && "yes", 0 && "no", "" || "default", 0 || null, null ?? "n", 0 ?? "z");
console.log(!0, !"", !!"x", !null, !{});
let calls = 0;
function f() { calls++; return true; }
false && f();
true || f();
"x" ?? f();
console.log(calls);
// expect: yes 0 default null n 0
// expect: true true true true false
// expect: 0
