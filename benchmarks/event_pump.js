// A server-shaped event-loop pump: each "request" builds rows and a JSON
// string, then yields to the loop with setImmediate before the next one.
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var REQUESTS = 4000, done = 0, bytes = 0, clients = 8, idle = 0;
function handle(id, finish) {
  var rows = [];
  for (var i = 0; i < 20; i++) rows.push({ id: id * 100 + i, name: "user" + i, score: (id * 7 + i) % 101, tags: ["a", "b" + (i % 3)] });
  var body = JSON.stringify({ request: id, rows: rows });
  setImmediate(function () {
    Promise.resolve(body).then(function (b) {
      bytes += b.length;
      finish();
    });
  });
}
function next() {
  if (done === REQUESTS) { if (++idle === clients) out(done + " " + bytes); return; }
  var id = done++;
  handle(id, next);
}
for (var c = 0; c < clients; c++) next();
