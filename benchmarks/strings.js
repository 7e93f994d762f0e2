// string building and scanning
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var s = "";
for (var i = 0; i < 300000; i++) { s += String.fromCharCode(97 + i % 26); }
var count = 0;
for (var j = 0; j < s.length; j++) { if (s.charCodeAt(j) === 101) count++; }
var parts = [];
for (var k = 0; k < 100000; k++) parts.push("item" + k);
var joined = parts.join(",");
var back = joined.split(",");
out(s.length + " " + count + " " + joined.length + " " + back.length + " " + s.indexOf("xyz"));
