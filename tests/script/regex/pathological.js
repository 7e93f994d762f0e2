// Catastrophic patterns end with a result (the matcher's stack is not C's).
console.log(/(a+)+b/.test("a".repeat(16)));
console.log(/(a|aa)*b/.test("a".repeat(20)));
console.log(/^(\w+\s?)*$/.test("hello world this is fine"));
console.log(/(x+x+)+y/.test("x".repeat(13)));
console.log(/a{0,30000}b/.test("a".repeat(20000) + "b"));
console.log(/(?:a|b)*c/.test("ab".repeat(50000) + "c"));
console.log(/(a)*/.exec("a".repeat(100000))[0].length);
let deep = "";
for (let i = 0; i < 200; i++) deep = "(?:" + deep + "a)";
console.log(new RegExp(deep).test("a".repeat(200)));
console.log(new RegExp("(".repeat(500) + "x" + ")".repeat(500)).exec("x").length);
console.log(/(?:(?:a*)*)*b/.test("aaaaaaaaaa"));
console.log(/(a*)*b/.test("a".repeat(16)));
console.log("x".repeat(30000).replace(/x/g, "yy").length, "a,".repeat(10000).split(/,/).length);
// expect: false
// expect: false
// expect: true
// expect: false
// expect: true
// expect: true
// expect: 100000
// expect: true
// expect: 501
// expect: false
// expect: false
// expect: 60000 10001
