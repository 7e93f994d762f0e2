const a = [];
for (let i = 0; i < 800; i++) a.push({ k: (i * 7919) % 1000, s: "v" + i });
a.sort((x, y) => {
  const tmp = [x.k, y.k, { junk: x.s + y.s }];
  return tmp[0] - tmp[1];
});
let ok = true;
for (let i = 1; i < a.length; i++) if (a[i - 1].k > a[i].k) ok = false;
console.log(ok, a[0].k, a[799].k);
// expect: true 0 999
