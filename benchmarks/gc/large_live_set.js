// A ~100 MB live set built and kept, then walked.
const live = [];
for (let i = 0; i < 1200000; i++) live.push({ id: i, name: "n" + i, tags: [i & 7, i & 15] });
let sum = 0;
for (const o of live) sum = (sum + o.id + o.tags[1]) | 0;
console.log(live.length, sum);
