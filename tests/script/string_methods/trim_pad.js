console.log(`[${"  x  ".trim()}]`, `[${"  x  ".trimStart()}]`, `[${"  x  ".trimEnd()}]`);
console.log("5".padStart(3, "0"), "5".padEnd(3, "*"), "abc".padStart(6, "12"), "abc".padStart(2));
// expect: [x] [x  ] [  x]
// expect: 005 5** 121abc abc
