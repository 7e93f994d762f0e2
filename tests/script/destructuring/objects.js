const { a, b: bee, c = "default", ...others } = { a: 1, b: 2, d: 4, e: 5 };
console.log(a, bee, c, others);
const { ["comp" + "uted"]: cv } = { computed: "yes" };
console.log(cv);
// expect: 1 2 default { d: 4, e: 5 }
// expect: yes
