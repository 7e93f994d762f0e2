// Compression: typed arrays, TextEncoder, strings.
const pako = require('pako');
const input = 'hello hello hello hello tarn! '.repeat(20);
const def = pako.deflate(input);
console.log(def.length, Array.from(def.slice(0, 8)));
console.log(pako.inflate(def, { to: 'string' }) === input);
const gz = pako.gzip(new TextEncoder().encode('gzip me'), { level: 9 });
console.log(gz.length, pako.ungzip(gz, { to: 'string' }));
const raw = pako.deflateRaw(new Uint8Array([1, 2, 3, 4, 5, 5, 5, 5, 5]));
console.log(Array.from(raw), Array.from(pako.inflateRaw(raw)));
// the first stack line names the receiver as V8 does: the exports object is tagged 'Module'
try { pako.inflate(new Uint8Array([1, 2, 3])); } catch (e) { console.log(e.stack.split('\n').slice(0, 2).join('\n')); }
