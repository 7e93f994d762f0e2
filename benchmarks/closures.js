// closures: creation in loops, captured counters, higher-order calls
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
function counter() { var n = 0; return function () { n++; return n; }; }
var fns = [], t = 0;
for (var i = 0; i < 200000; i++) fns.push(counter());
for (var r = 0; r < 10; r++) for (var j = 0; j < fns.length; j++) t += fns[j]();
function compose(f, g) { return function (x) { return f(g(x)); }; }
var inc = function (x) { return x + 1; }, dbl = function (x) { return x * 2; };
var h = compose(inc, dbl), u = 0;
for (var k = 0; k < 2000000; k++) u = (u + h(k)) % 1000003;
out(t + " " + u);
