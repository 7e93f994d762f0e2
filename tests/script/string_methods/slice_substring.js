const s = "abcdefg";
console.log(s.slice(2), s.slice(2, 4), s.slice(-3), s.slice(-3, -1), s.substring(4, 1), s.substring(-2, 2), s.substr ? "has substr" : "");
// expect: cdefg cd efg ef bcd ab has substr
