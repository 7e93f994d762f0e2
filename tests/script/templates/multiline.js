const t = `line1
line2
  line3`;
console.log(t);
console.log(t.split("\n").length);
// expect: line1
// expect: line2
// expect:   line3
// expect: 3
