const arr = [];
for (let i = 0; i < 3000; i++) arr.push({ id: i, name: "n" + i, tags: [i, i * 2] });
let sum = 0;
for (const o of arr) sum += o.id + o.tags[1] + o.name.length;
console.log(arr.length, sum, arr[2999].name);
// expect: 3000 13509390 n2999
