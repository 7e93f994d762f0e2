for (const x of [1, 2]) console.log(x);
for (const ch of "a😀") console.log(ch, ch.length);
for (const [k, v] of new Map([["m", 1]])) console.log(k, v);
// expect: 1
// expect: 2
// expect: a 1
// expect: 😀 2
// expect: m 1
