// regex microbenches: literal search, class loop, alternation,
// backreference, replace with a function.
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var words = ["alpha", "beta", "gamma", "delta", "cat", "dog", "bird", "needle", "haystack", "zeta"];
var ws = [];
for (var i = 0; i < 100000; i++) ws.push(words[(i * 7 + (i >> 3)) % words.length] + (i % 13 === 0 ? "oo" : ""));
var text = ws.join(" ");
var r = [];
for (var k = 0; k < 5; k++) {
    r[0] = (text.match(/needle/g) || []).length;
    r[1] = (text.match(/[a-z]+/g) || []).length;
    r[2] = (text.match(/cat|dog|bird/g) || []).length;
    r[3] = (text.match(/(\w)\1/g) || []).length;
    r[4] = text.replace(/\b(\w)(\w*)/g, function (m, a, b) { return b + a; }).length;
}
out(r.join(" "));
