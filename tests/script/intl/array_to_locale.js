// Array.prototype.toLocaleString and %TypedArray%.prototype.toLocaleString
// hand their locales and options to each element's toLocaleString
// (ECMA-402), which formats numbers, dates and BigInts with them.
const seen = [];
const spy = { toLocaleString(...a) { seen.push(a.length + ':' + a.map(String).join('/')); return 'spy'; } };
console.log([spy, null, undefined, spy].toLocaleString(), [spy].toLocaleString('ar'), [spy].toLocaleString('zh', { a: 1 }, 'extra'));
console.log(seen.join(' '));
console.log([1234.5, 0.25, -7].toLocaleString('de-DE'), '|', [1234.5, 2].toLocaleString('th-u-nu-thai', { minimumFractionDigits: 3 }));
console.log([12345.678, 1e21].toLocaleString('en-IN', { style: 'currency', currency: 'INR' }));
console.log([new Date(Date.UTC(2024, 0, 15))].toLocaleString('fr', { timeZone: 'UTC', dateStyle: 'long' }), [123456789n].toLocaleString('de'));
console.log(new Float64Array([1234.5, 0.5]).toLocaleString('de-DE', { maximumFractionDigits: 0 }), new BigInt64Array([1234567n]).toLocaleString('fr'));
console.log(new Uint8Array([1, 200]).toLocaleString('ar-EG'), [1234.5].toLocaleString(), new Int16Array([-1234]).toLocaleString());
// expect: spy,,,spy spy spy
// expect: 2:undefined/undefined 2:undefined/undefined 2:ar/undefined 2:zh/[object Object]
// expect: 1.234,5,0,25,-7 | ๑,๒๓๔.๕๐๐,๒.๐๐๐
// expect: ₹12,345.68,₹1,00,00,00,00,00,00,00,00,00,000.00
// expect: 15 janvier 2024 123.456.789
// expect: 1.235,1 1 234 567
// expect: ١,٢٠٠ 1,234.5 -1,234
