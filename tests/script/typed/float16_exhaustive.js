// env: TARN_GC_STRESS=0
// Float16Array conversions against node: every binary16 pattern decoded and 440,000 doubles
// encoded (hashed). Pure arithmetic over one buffer: the GC-stress pass leaves it unstressed.
let h = 0;
const u16 = new Uint16Array(65536);
for (let i = 0; i < 65536; i++) u16[i] = i;
const f = new Float16Array(u16.buffer);
const f64 = new Float64Array(1), w = new Uint32Array(f64.buffer);
for (let i = 0; i < 65536; i++) { f64[0] = f[i]; if (f[i] === f[i]) h = (h * 31 + w[0] + w[1] * 7) % 1000000007; }
console.log('decode', h);
let s = 777; const rnd = () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
const g = new Float16Array(1), gu = new Uint16Array(g.buffer);
h = 0;
for (let i = 0; i < 300000; i++) { const e = Math.floor(rnd() * 70) - 35; g[0] = (rnd() - 0.5) * Math.pow(2, e); h = (h * 31 + gu[0]) % 1000000007; }
for (let k = 0; k < 70000; k++) { g[0] = k + 0.5; h = (h * 31 + gu[0]) % 1000000007; g[0] = k * 2 ** -24 + 2 ** -25; h = (h * 31 + gu[0]) % 1000000007; }
console.log('encode', h);
// expect: decode 369119470
// expect: encode 754886787
