// string building and taking apart: +=, template literals, join, slice,
// indexOf, split, toUpperCase
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
var check = 0;
for (var rep = 0; rep < 40; rep++) {
  var html = "";
  for (var i = 0; i < 2000; i++) {
    var w = words[i & 7];
    html += `<li id="n${i}" class="${w}">${w.toUpperCase()} ${i * rep}</li>\n`;
  }
  var lines = html.split("\n"), rows = [];
  for (var j = 0; j < lines.length; j++) {
    var line = lines[j], a = line.indexOf(">"), b = line.indexOf("</");
    if (a < 0 || b < 0) continue;
    var text = line.slice(a + 1, b);
    rows.push(text.slice(0, text.indexOf(" ")).toLowerCase() + "=" + text.slice(text.indexOf(" ") + 1));
  }
  var csv = rows.join(",");
  var s = "";
  for (var k = 0; k < rows.length; k += 4) s += rows[k] + ";";
  check = (check + csv.length + s.length + csv.indexOf("theta=" + (7 * rep)) + html.length) % 1000000007;
}
out(check);
