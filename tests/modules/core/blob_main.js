// Blob, the global and node:buffer's: parts of every kind, type normalisation, slice, text/arrayBuffer/bytes, inspect, argument errors.
const { Blob: B2 } = require('buffer');
console.log(B2 === Blob, typeof Blob);
const b = new Blob(['héllo', new Uint8Array([33, 34]), new Blob(['xyz'])], { type: 'Text/Plain' });
console.log(b.size, b.type, b, Object.prototype.toString.call(b));
const s = b.slice(1, -2, 'a/b');
console.log(s.size, s.type);
(async () => {
  console.log(await b.text());
  console.log(await s.text(), (await s.arrayBuffer()).byteLength, await s.bytes());
  console.log(await new Blob().text(), new Blob([], { type: 'ü' }).type);
  console.log(await b.slice(-3).text(), await b.slice(100).text(), b.slice(2, 1).size);
  for (const bad of ['abc', 5, [1]]) try { const x = new Blob(bad); console.log('ok', x.size, await x.text()); } catch (e) { console.log(e.name, e.code, e.message); }
  try { new Blob([], 5) } catch (e) { console.log(e.name, e.code, e.message); }
  try { Blob() } catch (e) { console.log(e.name, e.code, e.message); }
  console.log(new Blob([new ArrayBuffer(4), new DataView(new ArrayBuffer(2))]).size);
})();
// expect: true function
// expect: 11 text/plain Blob { size: 11, type: 'text/plain' } [object Blob]
// expect: 8 a/b
// expect: héllo!"xyz
// expect: éllo!"x 8 Uint8Array(8) [
// expect:   195, 169, 108, 108,
// expect:   111,  33,  34, 120
// expect: ]
// expect:  
// expect: xyz  0
// expect: TypeError ERR_INVALID_ARG_TYPE Value cannot be converted to sequence.
// expect: TypeError ERR_INVALID_ARG_TYPE Value cannot be converted to sequence.
// expect: ok 1 1
// expect: TypeError ERR_INVALID_ARG_TYPE The "options" argument must be a dictionary. Received type number (5)
// expect: TypeError undefined Class constructor Blob cannot be invoked without 'new'
// expect: 6
