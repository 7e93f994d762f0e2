// Medium-lived objects: a ring of 50k slots overwritten in turn, so every
// object survives a few minors and then dies (promotion by age).
const ring = new Array(50000).fill(null);
let sum = 0;
for (let i = 0; i < 2000000; i++) {
  const old = ring[i % ring.length];
  if (old) sum = (sum + old.v) | 0;
  ring[i % ring.length] = { v: i & 1023, pad: [i] };
}
console.log(sum);
