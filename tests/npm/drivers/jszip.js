// jszip: a zip built in memory with folders, compression levels, comments
// and binary data, generated to a Buffer and to a Node stream, then read back.
const JSZip = require('jszip');
(async () => {
  const zip = new JSZip();
  zip.file('hello.txt', 'Hello World\n');
  zip.folder('img').file('pixel.bin', new Uint8Array([0, 255, 1, 254, 2, 253]), { binary: true });
  zip.file('big.txt', 'abcdefghij'.repeat(2000), { compression: 'DEFLATE', compressionOptions: { level: 9 }, comment: 'compressed' });
  zip.file('dated.txt', 'x', { date: new Date(Date.UTC(2020, 1, 2, 3, 4, 6)), unixPermissions: 0o644 });
  zip.file('ünï/çødé.txt', 'unicode name');
  console.log(Object.keys(zip.files), zip.file(/\.txt$/).length);
  const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE', comment: 'archive comment', platform: 'UNIX' });
  console.log(buf.length, buf.readUInt32LE(0).toString(16), buf.subarray(-30).toString('latin1').replace(/[^ -~]/g, '.'));
  const back = await JSZip.loadAsync(buf);
  console.log(back.comment, Object.keys(back.files));
  console.log(await back.file('hello.txt').async('string'), [...await back.file('img/pixel.bin').async('uint8array')]);
  console.log((await back.file('big.txt').async('string')).length, back.file('big.txt').comment, back.file('dated.txt').date.toISOString(), back.file('dated.txt').unixPermissions.toString(8));
  console.log(await back.file('ünï/çødé.txt').async('string'), back.files['img/'].dir, back.file('img/'));
  const b64 = await zip.generateAsync({ type: 'base64', compression: 'DEFLATE' });
  const again = await JSZip.loadAsync(b64, { base64: true });
  console.log(b64.length > 100, (await again.file('big.txt').async('nodebuffer')).length);
  const chunks = [];
  await new Promise((resolve, reject) => zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' })
    .on('data', (c) => chunks.push(c)).on('end', resolve).on('error', reject));
  const streamed = await JSZip.loadAsync(Buffer.concat(chunks));
  console.log(Object.keys(streamed.files).length, await streamed.file('dated.txt').async('string'));
  const progress = [];
  await zip.generateAsync({ type: 'uint8array' }, (m) => progress.push(Math.round(m.percent)));
  console.log(progress.at(-1), progress.length > 0);
  zip.remove('img');
  console.log(Object.keys(zip.files));
  try { await JSZip.loadAsync(Buffer.from('not a zip file at all')); } catch (e) { console.log(e.message); }
})();
