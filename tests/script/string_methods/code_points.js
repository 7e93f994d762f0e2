const e = "a😀b";
console.log(e.length, [...e].length, e.codePointAt(1), String.fromCodePoint(128512) === "😀", e.slice(1, 3) === "😀");
// expect: 4 3 128512 true true
