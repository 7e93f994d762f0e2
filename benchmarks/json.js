// JSON round trips over a mid-sized graph of records
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var recs = [];
for (var i = 0; i < 2000; i++)
  recs.push({ id: i, name: "user" + i, tags: ["a" + (i % 7), "b" + (i % 13)], score: i * 1.5, ok: i % 3 === 0, nested: { x: i, y: [i, i + 1] } });
var total = 0;
for (var r = 0; r < 20; r++) {
  var text = JSON.stringify(recs);
  var back = JSON.parse(text);
  total += text.length + back.length + back[r].nested.y[1];
}
out(total);
