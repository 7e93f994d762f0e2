// Annex B HTML methods
const s = "x<y>";
console.log(s.anchor('a"b'), s.big(), s.blink(), s.bold(), s.fixed(), s.fontcolor("red"), s.fontsize(7));
console.log(s.italics(), s.link("http://e/?q=\"1\""), s.small(), s.strike(), s.sub(), s.sup(), "".anchor());
console.log("a".anchor.length, "a".big.length, "a".link.length, "a".fontsize.name, String.prototype.bold.call(12));
try {
  String.prototype.anchor.call(null, "n");
} catch (e) {
  console.log(e.name, e.message);
}
// expect: <a name="a&quot;b">x<y></a> <big>x<y></big> <blink>x<y></blink> <b>x<y></b> <tt>x<y></tt> <font color="red">x<y></font> <font size="7">x<y></font>
// expect: <i>x<y></i> <a href="http://e/?q=&quot;1&quot;">x<y></a> <small>x<y></small> <strike>x<y></strike> <sub>x<y></sub> <sup>x<y></sup> <a name="undefined"></a>
// expect: 1 0 1 fontsize <b>12</b>
// expect: TypeError String.prototype.anchor called on null or undefined
