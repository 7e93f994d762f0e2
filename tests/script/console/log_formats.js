console.log("%s is %d years", "Tom", 42.5);
console.log("%i %f %j", 3.9, "2.5", "x");
console.log("100%", "%%", "%o".length);
console.log("a", 1, true, null, undefined, "b");
console.log();
console.log("");
// expect: Tom is 42.5 years
// expect: 3 2.5 "x"
// expect: 100% %% 2
// expect: a 1 true null undefined b
// expect:
// expect:
