// allocate objects with properties, read them back, call methods on them
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
function Vec(x, y) { this.x = x; this.y = y; }
Vec.prototype.add = function (o) { return new Vec(this.x + o.x, this.y + o.y); };
Vec.prototype.dot = function (o) { return this.x * o.x + this.y * o.y; };
var acc = new Vec(0, 0), sum = 0;
for (var i = 0; i < 2000000; i++) {
  var v = new Vec(i % 7, i % 11);
  acc = acc.add(v);
  sum = (sum + v.dot(acc)) % 1000000007;
}
var objs = [];
for (var k = 0; k < 200000; k++) objs.push({ id: k, name: "o", w: k * 2 });
var t = 0;
for (var m = 0; m < objs.length; m++) t += objs[m].w - objs[m].id;
out(acc.x + " " + acc.y + " " + sum + " " + t);
