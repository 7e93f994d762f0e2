// Promise chains: long then-chains, Promise.all fan-in, thenable adoption
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var total = 0, rounds = 0;
function chain(n, start) {
  var p = Promise.resolve(start);
  for (var i = 0; i < n; i++) p = p.then(function (v) { return v + 1; });
  return p;
}
function round() {
  var parts = [];
  for (var k = 0; k < 20; k++) parts.push(chain(200, k));
  parts.push(new Promise(function (resolve) { resolve(Promise.resolve(1)); }));
  return Promise.all(parts).then(function (vs) {
    for (var j = 0; j < vs.length; j++) total += vs[j];
    rounds++;
    return rounds < 60 ? round() : null;
  });
}
round().then(function () { out(rounds + " " + total); });
