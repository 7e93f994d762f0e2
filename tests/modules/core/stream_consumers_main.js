// node:stream/consumers reads a whole stream (or any async iterable) into
// text, JSON, a Buffer, bytes, an ArrayBuffer or a Blob; node:console is
// the global console.
const consumers = require('stream/consumers');
const { Readable } = require('stream');
console.log(Object.keys(consumers).sort(), require('node:stream/consumers') === consumers);
console.log(require('console') === console, require('node:console') === console);
const parts = () => Readable.from([Buffer.from('{"a": [1, "h'), Buffer.from([0xc3]), Buffer.from([0xa9, 0x22, 0x5d, 0x7d])]);
(async () => {
  console.log(await consumers.text(parts()));
  console.log(await consumers.json(parts()));
  const b = await consumers.buffer(parts());
  console.log(Buffer.isBuffer(b), b.length, b.toString('hex'));
  const u = await consumers.bytes(parts());
  console.log(u.constructor.name, u.length);
  const ab = await consumers.arrayBuffer(parts());
  console.log(ab.constructor.name, ab.byteLength);
  const bl = await consumers.blob(parts());
  console.log(bl.constructor.name, bl.size, await bl.text());
  console.log(await consumers.text(Readable.from(['str', 'ings'], { objectMode: true })));
  async function* gen() { yield new Uint8Array([104, 105]); }
  console.log(await consumers.text(gen()));
  try { await consumers.json(Readable.from([Buffer.from('{')])); } catch (e) { console.log(e.name); }
})();
// expect: [ 'arrayBuffer', 'blob', 'buffer', 'bytes', 'json', 'text' ] true
// expect: true true
// expect: {"a": [1, "hé"]}
// expect: { a: [ 1, 'hé' ] }
// expect: true 17 7b2261223a205b312c202268c3a9225d7d
// expect: Uint8Array 17
// expect: ArrayBuffer 17
// expect: Blob 17 {"a": [1, "hé"]}
// expect: strings
// expect: hi
// expect: SyntaxError
