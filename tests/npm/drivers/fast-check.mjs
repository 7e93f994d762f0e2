// fast-check: seeded property-based tests over the engine's built-ins.
// The same seed draws the same values under node and tarn, so every value
// printed and every property's verdict compares the engines on thousands
// of generated inputs (unicode strings, doubles with -0 and subnormals,
// BigInts, nested objects).
import fc from 'fast-check';
const seed = 20261207;
const opts = { seed, numRuns: 300 };
console.log(fc.sample(fc.string({ unit: 'grapheme' }), { seed, numRuns: 8 }));
console.log(fc.sample(fc.double(), { seed, numRuns: 12 }));
console.log(fc.sample(fc.bigInt(), { seed, numRuns: 6 }));
console.log(fc.sample(fc.anything({ maxDepth: 2 }), { seed, numRuns: 6 }));
console.log(fc.sample(fc.emailAddress(), { seed, numRuns: 4 }), fc.sample(fc.webUrl(), { seed, numRuns: 3 }), fc.sample(fc.uuid(), { seed, numRuns: 2 }));
console.log(fc.sample(fc.date({ noInvalidDate: true }), { seed, numRuns: 5 }).map((d) => d.toISOString()));
const check = (name, arb, pred) => {
  const r = fc.check(fc.property(arb, pred), opts);
  console.log(name, r.failed ? `FAILED after ${r.numRuns}: ${fc.stringify(r.counterexample)}` : `ok ${r.numRuns}`);
};
check('json roundtrip', fc.jsonValue(), (v) => JSON.stringify(JSON.parse(JSON.stringify(v))) === JSON.stringify(v));
check('number string roundtrip', fc.double({ noNaN: true }), (d) => Object.is(Number(String(d)), d));
check('toString radix roundtrip', fc.tuple(fc.integer(), fc.integer({ min: 2, max: 36 })), ([n, r]) => parseInt(n.toString(r), r) === n);
check('bigint string roundtrip', fc.bigInt(), (b) => BigInt(b.toString()) === b && BigInt('0x' + (b < 0n ? -b : b).toString(16)) === (b < 0n ? -b : b));
check('uri roundtrip', fc.string({ unit: 'grapheme' }), (s) => decodeURIComponent(encodeURIComponent(s)) === s);
check('sort permutation', fc.array(fc.integer()), (a) => { const s = [...a].sort((x, y) => x - y); return s.length === a.length && s.every((v, i) => i === 0 || s[i - 1] <= v); });
check('utf8 roundtrip', fc.string({ unit: 'grapheme' }), (s) => new TextDecoder().decode(new TextEncoder().encode(s)) === s);
check('normalize idempotent', fc.string({ unit: 'grapheme' }), (s) => s.normalize('NFC') === s.normalize('NFC').normalize('NFC') && s.normalize('NFD').normalize('NFC') === s.normalize('NFC'));
check('structuredClone', fc.anything(), (v) => fc.stringify(structuredClone(v)) === fc.stringify(v));
check('toFixed', fc.double({ min: -1e20, max: 1e20, noNaN: true }), (d) => Math.abs(Number(d.toFixed(5)) - d) <= 5e-6 + Math.abs(d) * 1e-15);
check('string case', fc.string({ unit: 'binary' }), (s) => s.toUpperCase().toLowerCase() === s.toLowerCase().toUpperCase().toLowerCase());
// values the engines compute, printed: any difference shows in the output
const ds = fc.sample(fc.double({ noNaN: true }), { seed, numRuns: 40 });
console.log(ds.map((d) => [d.toString(), d.toFixed(3), d.toPrecision(7), d.toExponential(4), d.toString(7)].join(' ')).join('\n'));
const ss = fc.sample(fc.string({ unit: 'grapheme', maxLength: 6 }), { seed, numRuns: 30 });
console.log(ss.map((s) => [JSON.stringify(s), s.toUpperCase(), s.normalize('NFKD').length, encodeURIComponent(s), [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(s)].length, s.localeCompare('m')].join(' ')).join('\n'));
const bs = fc.sample(fc.tuple(fc.bigInt(), fc.bigInt({ min: 1n, max: 1n << 70n })), { seed, numRuns: 15 });
console.log(bs.map(([a, b]) => [a / b, a % b, a * b, a >> 3n, BigInt.asIntN(64, a), BigInt.asUintN(32, a), (a ^ b).toString(36)].join(' ')).join('\n'));
