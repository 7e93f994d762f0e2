// padStart / padEnd / repeat
console.log("5".padStart(3, "0"), "5".padEnd(3, "*"), "abc".padStart(8, "12"), "abc".padEnd(8, "12"), "abc".padEnd(2), "abc".padEnd(5, ""));
console.log(`[${"x".padStart(4)}]`, `[${"x".padEnd(4)}]`, "x".padStart(3, undefined), "x".padEnd(3, null), "x".padStart("3", 7));
console.log("x".padStart(-1), "x".padEnd(NaN), "é".padStart(3, "😀").length, "a".padEnd(4, "😀") === "a😀\uD83D");
console.log("ab".repeat(3), "ab".repeat(0) === "", "".repeat(5) === "", "x".repeat(2.9), "x".repeat("3"), "x".repeat(-0.5) === "");
console.log("ab".repeat(1000).length, "😀".repeat(3).length, "x".padStart.length, "x".padEnd.length, "x".repeat.length);
for (const n of [-1, -2.5, Infinity, -Infinity, "-3"]) {
  try {
    "a".repeat(n);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
for (const f of [() => "".repeat(Infinity), () => "ab".repeat(2 ** 30), () => "a".padStart(2 ** 30), () => "a".padEnd(2 ** 31, "xy")]) {
  try {
    f();
  } catch (e) {
    console.log(e.name, e.message);
  }
}
"a".repeat(-1); // expect runtime error: RangeError: Invalid count value: -1
// expect: 005 5** 12121abc abc12121 abc abc
// expect: [   x] [x   ]   x xnu 77x
// expect: x x 3 true
// expect: ababab true true xx xxx true
// expect: 2000 6 1 1 1
// expect: RangeError Invalid count value: -1
// expect: RangeError Invalid count value: -2.5
// expect: RangeError Invalid count value: Infinity
// expect: RangeError Invalid count value: -Infinity
// expect: RangeError Invalid count value: -3
// expect: RangeError Invalid count value: Infinity
// expect: RangeError Invalid string length
// expect: RangeError Invalid string length
// expect: RangeError Invalid string length
