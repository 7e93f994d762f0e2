function tag(strings, ...vals) { return strings.join("|") + " " + vals.join(","); }
console.log(tag`a${1}b${2}c`);
// expect: a|b|c 1,2
