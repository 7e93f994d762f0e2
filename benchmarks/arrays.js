// array methods: map / filter / reduce / sort / indexOf
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var a = [];
for (var i = 0; i < 300000; i++) a.push((i * 7919) % 100003);
var total = 0;
for (var r = 0; r < 5; r++) {
  var b = a.map(function (x) { return x * 2; }).filter(function (x) { return x % 3 === 0; });
  total += b.reduce(function (s, x) { return s + x; }, 0) % 1000003;
}
var c = a.slice(0, 100000).sort(function (x, y) { return x - y; });
out(total + " " + c[0] + " " + c[99999] + " " + a.indexOf(99999));
