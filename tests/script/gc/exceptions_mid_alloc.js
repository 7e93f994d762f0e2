let caught = 0;
const keep = [];
for (let i = 0; i < 1000; i++) {
  try {
    const tmp = { i, data: new Array(10).fill(i) };
    keep.push(tmp);
    if (i % 7 === 0) throw new Error("e" + i);
  } catch (e) {
    caught++;
    keep.push(e.message);
  }
}
console.log(caught, keep.length, keep[keep.length - 1], keep[1]);
// expect: 143 1143 {
// expect:   i: 999,
// expect:   data: [
// expect:     999, 999, 999, 999,
// expect:     999, 999, 999, 999,
// expect:     999, 999
// expect:   ]
// expect: } e0
