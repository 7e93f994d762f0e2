function collect(...xs) { return xs; }
let acc = [];
for (let i = 0; i < 300; i++) acc = collect(...acc.slice(-20), { i }, [i]);
console.log(acc.length, acc[acc.length - 2].i);
// expect: 22 299
