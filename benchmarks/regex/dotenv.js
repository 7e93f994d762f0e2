// dotenv-shaped: KEY=value # comment lines parsed with a many-capture
// pattern in an exec loop.
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var lines = [];
for (var i = 0; i < 20000; i++) {
    if (i % 7 === 0) lines.push("# section " + i);
    else if (i % 5 === 0) lines.push("export QUOTED_" + i + "=\"some value " + i + "\"  # note");
    else lines.push("KEY_" + i + "=value_" + (i * 7919 % 1000) + (i % 3 ? " # c" + i : ""));
}
var src = lines.join("\n");
var re = /^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^#\n]*?))\s*(#[^\n]*)?$/gm;
var n = 0, sum = 0, m;
while ((m = re.exec(src)) !== null) {
    n++;
    var v = m[3] !== undefined ? m[3] : m[5];
    sum += m[2].length + v.length + (m[1] ? 1 : 0) + (m[6] ? m[6].length : 0);
}
out(n + " " + sum);
