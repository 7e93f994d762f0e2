const data = { list: [1, 2.5, -3, "four", null, false], nested: { deep: { deeper: ["x"] } }, empty: {} };
const s = JSON.stringify(data);
console.log(s === JSON.stringify(JSON.parse(s)), s.length);
// expect: true 83
