// A server-shaped pump: 300 requests, each builds ~1,500 row objects and a
// JSON string, then "yields" (no event loop yet: the next request starts).
const requests = 300;
let bytes = 0;
const cache = [];
for (let q = 0; q < requests; q++) {
  const rows = [];
  for (let i = 0; i < 1500; i++) rows.push({ id: q * 1500 + i, name: "row" + i, ok: (i & 1) === 0 });
  const body = JSON.stringify({ q, rows });
  bytes += body.length;
  if (q % 50 === 0) cache.push(body.slice(0, 64));
}
console.log(requests, bytes, cache.length);
