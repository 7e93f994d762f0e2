const a = [5, 12, 8, 130, 44];
console.log(a.find(x => x > 10), a.findIndex(x => x > 10), a.findLast(x => x > 10), a.findLastIndex(x => x > 100));
console.log(a.find(x => x > 1000), a.findIndex(x => x > 1000));
// expect: 12 1 44 3
// expect: undefined -1
