// typed arrays: fill a Float64Array and an Int32Array by index, sum them,
// the built-in fill/reduce, a Uint8Array histogram, and subarray views
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var N = 1 << 20;
var f = new Float64Array(N), a = new Int32Array(N), h = new Uint32Array(256);
var total = 0;
for (var round = 0; round < 6; round++) {
    for (var i = 0; i < N; i++) { f[i] = i * 0.5 + round; a[i] = (i * 7 + round) | 0; }
    var s = 0, t = 0;
    for (var j = 0; j < N; j++) { s += f[j]; t = (t + a[j]) | 0; }
    var bytes = new Uint8Array(a.buffer, 0, N);
    for (var k = 0; k < N; k++) h[bytes[k]]++;
    total += s + t + h[round];
}
var g = new Float64Array(N).fill(1.5);
total += g.reduce(function (x, y) { return x + y; }, 0);
var v = 0;
for (var m = 0; m < 2000; m++) v += a.subarray(m, m + 64).length;
out(total + " " + v + " " + h[255]);
