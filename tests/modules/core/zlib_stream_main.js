// node:zlib: the callback, promise and stream forms, one after another.
const zlib = require('zlib');
const { promisify } = require('util');
const { pipeline, Readable, Writable } = require('stream');
const text = 'hello hello hello world '.repeat(50) + 'abcdefghijklmnopqrstuvwxyz'.repeat(20);
const step = (f) => new Promise((resolve) => f(resolve));
(async () => {
  await step((done) => zlib.deflate(text, (err, buf) => {
    console.log('deflate', err, buf.equals(zlib.deflateSync(text)));
    zlib.inflate(buf, (e2, out) => { console.log('inflate', e2, out.toString() === text); done(); });
  }));
  await step((done) => zlib.gunzip(Buffer.from('nope'), (e) => { console.log('gunzip', e.code, e.errno, e.message); done(); }));
  await step((done) => zlib.inflate(zlib.deflateSync(text), { maxOutputLength: 100 }, (e) => { console.log('max', e.code, e.message); done(); }));
  const b = await promisify(zlib.gzip)(text);
  console.log('promise', (await promisify(zlib.gunzip)(b)).length, (await promisify(zlib.unzip)(b)).length);
  console.log('raw', (await promisify(zlib.inflateRaw)(await promisify(zlib.deflateRaw)(new Uint16Array([7, 8])))).toString('hex'));
  await promisify(zlib.inflate)(Buffer.from('bad')).catch((e) => console.log('rejects', e.code, e.message));
  await step((done) => {
    const gz = zlib.createGzip();
    const chunks = [];
    gz.on('data', (c) => chunks.push(c));
    gz.on('end', () => { console.log('stream', zlib.gunzipSync(Buffer.concat(chunks)).toString(), gz.bytesWritten); done(); });
    gz.write('abc');
    gz.write('def');
    gz.end('ghi');
  });
  await step((done) => {
    const out = [];
    pipeline(Readable.from([Buffer.from(text.slice(0, 100)), Buffer.from(text.slice(100))]), zlib.createDeflate({ chunkSize: 64 }),
      zlib.createInflate(), new Writable({ write(c, e, cb) { out.push(c); cb(); } }),
      (err) => { console.log('pipeline', err, Buffer.concat(out).toString() === text); done(); });
  });
  await step((done) => {
    const inf = zlib.createInflate();
    inf.on('error', (e) => { console.log('stream error', e.code, e.errno, e.message, inf.destroyed); done(); });
    inf.end(Buffer.from('xxxxxxxx'));
  });
  await step((done) => {
    const def = zlib.createDeflate();
    const parts = [];
    def.on('data', (c) => parts.push(c));
    def.write('first part ');
    def.flush(() => {
      const first = Buffer.concat(parts);
      console.log('flushed', zlib.inflateSync(first, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString());
      def.params(9, 0, () => {
        def.end('second part');
        def.on('end', () => { console.log('params', zlib.inflateSync(Buffer.concat(parts)).toString()); done(); });
      });
    });
  });
  await step((done) => {
    const g = zlib.createGunzip();
    const parts = [];
    g.on('data', (c) => parts.push(c));
    g.on('end', () => { console.log('members', Buffer.concat(parts).toString()); done(); });
    const all = Buffer.concat([zlib.gzipSync('one '), zlib.gzipSync('two')]);
    for (let i = 0; i < all.length; i += 7) g.write(all.subarray(i, i + 7));
    g.end();
  });
  await step((done) => {
    const d = zlib.createDeflate();
    d.close(() => { console.log('closed', d._closed, d.destroyed); done(); });
  });
})();
// expect: deflate null true
// expect: inflate null true
// expect: gunzip Z_DATA_ERROR -3 incorrect header check
// expect: max ERR_BUFFER_TOO_LARGE Cannot create a Buffer larger than 100 bytes
// expect: promise 1720 1720
// expect: raw 07000800
// expect: rejects Z_DATA_ERROR incorrect header check
// expect: stream abcdefghi 9
// expect: pipeline undefined true
// expect: stream error Z_DATA_ERROR -3 incorrect header check true
// expect: flushed first part 
// expect: params first part second part
// expect: members one two
// expect: closed true true
