// The server pump of server_pump_300.js driven by the event loop: each
// request is one macrotask (setImmediate), so the loop's idle safepoint can
// run a minor between requests, when the last request's rows are dead.
const requests = 300;
let bytes = 0;
const cache = [];
let q = 0;
function request() {
  const rows = [];
  for (let i = 0; i < 1500; i++) rows.push({ id: q * 1500 + i, name: "row" + i, ok: (i & 1) === 0 });
  const body = JSON.stringify({ q, rows });
  bytes += body.length;
  if (q % 50 === 0) cache.push(body.slice(0, 64));
  if (++q < requests) setImmediate(request);
  else console.log(requests, bytes, cache.length);
}
setImmediate(request);
