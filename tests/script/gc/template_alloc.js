const out = [];
for (let i = 0; i < 1000; i++) out.push(`${i}:${{ a: i }.a}:${[i, i].join("")}`);
console.log(out.length, out[999]);
// expect: 1000 999:999:999999
