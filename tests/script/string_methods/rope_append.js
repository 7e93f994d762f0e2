// Strings built a piece at a time (ropes whose last short piece is extended
// in place of a new node per piece), and charAt / charCodeAt / fromCharCode
// fast paths on them.

// two strings grown from one shared prefix stay independent
var base = "";
for (var i = 0; i < 300; i++) base += String.fromCharCode(97 + i % 26);
var x = base, y = base;
for (var j = 0; j < 100; j++) { x += "x"; y += "y" + j; }
console.log(base.length, x.length, y.length, x.slice(295, 310), y.slice(295, 310));
console.log(base.slice(-5), x.endsWith("xxx"), y.endsWith("y99"), base === x.slice(0, 300));
var fork = base + "!";
var fork2 = base + "?";
console.log(fork.slice(-3), fork2.slice(-3), fork === fork2, fork.length);

// wide pieces joining Latin-1 ones, and the other way round
var w = "";
for (var k = 0; k < 600; k++) w += k % 100 === 7 ? "\u20ac" : k % 100 === 50 ? "\ud83d\ude00" : String.fromCharCode(65 + k % 26);
console.log(w.length, w.indexOf("\u20ac"), w.lastIndexOf("\ud83d\ude00"), w.charCodeAt(7), w.codePointAt(50), w.slice(45, 60));
var l = "\u00e9";
for (var m = 0; m < 400; m++) l += m % 2 ? "a" : "\u00ff";
console.log(l.length, l.charCodeAt(0), l.charCodeAt(399), l.charCodeAt(400), l.slice(-4));

// long pieces and short ones mixed, concatenation on either side
var mix = "";
for (var n = 0; n < 50; n++) mix += n % 5 === 0 ? "-".repeat(300) : "ab";
var pre = "";
for (var p = 0; p < 300; p++) pre = String.fromCharCode(48 + p % 10) + pre;
console.log(mix.length, mix.slice(298, 306), pre.length, pre.slice(0, 12), (pre + mix).length);

// charCodeAt / charAt on flat strings, ropes, with odd indices
var s = base;
var sum = 0;
for (var q = 0; q < s.length; q++) sum += s.charCodeAt(q);
console.log(sum, s.charAt(0), s.charAt(299), JSON.stringify(s.charAt(300)), s.charCodeAt(300), s.charCodeAt(-1));
console.log(s.charAt(1.9), s.charCodeAt("2"), s.charAt(), s.charCodeAt(NaN), s.charAt(-0), s.charCodeAt(2 ** 31));
console.log("\u20acz".charAt(0) === "\u20ac", "\u20acz".charCodeAt(0), "\u00ffz".charAt(0), "abc".at(-1));
console.log(String.prototype.charCodeAt.call(12345, 2), String.prototype.charAt.call(true, 1));
try { String.prototype.charAt.call(null, 0); } catch (e) { console.log(e.constructor.name, e.message); }
var obj = { toString() { return "obj"; } };
console.log(String.prototype.charCodeAt.call(obj, 1), String.prototype.charAt.call(obj, 2));
console.log(new String("boxed").charAt(1), new String("boxed").charCodeAt(4));

// String.fromCharCode: ToUint16 of each argument
console.log(String.fromCharCode(97), String.fromCharCode(97 + 65536), String.fromCharCode(-65439), String.fromCharCode(-1).charCodeAt(0));
console.log(String.fromCharCode(255).charCodeAt(0), String.fromCharCode(256).charCodeAt(0), String.fromCharCode(0x20ac));
console.log(String.fromCharCode(), String.fromCharCode(72, 105), String.fromCharCode(97.9), String.fromCharCode("98"), String.fromCharCode(2 ** 32 + 99));
console.log(String.fromCharCode({ valueOf() { return 100; } }), String.fromCharCode(NaN).charCodeAt(0), String.fromCharCode(0).length);
