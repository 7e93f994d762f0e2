// tight numeric loops: integer adds, multiplies, modulo, doubles
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var s = 0;
for (var i = 0; i < 20000000; i++) { s = (s + i * 3) % 1000003; }
var d = 0.5;
for (var j = 0; j < 5000000; j++) { d = d * 1.0000001 + 0.25; }
out(s + " " + Math.floor(d));
