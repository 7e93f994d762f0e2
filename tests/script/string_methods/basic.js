const s = "Hello, World";
console.log(s.length, s[0], s.charAt(7), s.charCodeAt(1), s.at(-1), s[100], s.charAt(100) === "");
console.log(s.toUpperCase(), s.toLowerCase(), s.indexOf("o"), s.lastIndexOf("o"), s.indexOf("zz"), s.includes("World"));
// expect: 12 H W 101 d undefined true
// expect: HELLO, WORLD hello, world 4 8 -1 true
