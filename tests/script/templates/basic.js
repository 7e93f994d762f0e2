const name = "tarn", n = 3;
console.log(`hello ${name}`);
console.log(`${n} + ${n} = ${n + n}`);
console.log(`no subs`, ``.length);
// expect: hello tarn
// expect: 3 + 3 = 6
// expect: no subs 0
