// Strings built and mostly dropped; every 10th kept.
const kept = [];
let total = 0;
for (let i = 0; i < 300000; i++) {
  const s = "item-" + i + "-" + (i * 7) + "-suffix";
  total += s.length;
  if (i % 10 === 0) kept.push(s);
}
console.log(total, kept.length, kept[kept.length - 1]);
