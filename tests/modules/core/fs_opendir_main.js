// node:fs opendir (sync, callback, promise): Dir's readSync/read/close,
// async iteration, recursive (breadth first), its errors; Dirent's type
// checks and how it prints. Entries come in the system's order, which is
// node's, so each listing is printed sorted to stay the same across file systems.
const fs = require('fs');
const os = require('os');
const path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarn-opendir-'));
process.chdir(dir);
for (const f of ['b', 'a', 'c', 'sub/x', 'sub/deeper/y', 'other/z']) {
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, '');
}
fs.symlinkSync('a', 'lnk');
const sorted = (list) => list.sort((p, q) => (p < q ? -1 : p > q ? 1 : 0));

const d = fs.opendirSync('.');
console.log(d, d.path, Object.keys(d), Object.getOwnPropertyNames(Object.getPrototypeOf(d)));
const seen = [];
for (let e; (e = d.readSync());) seen.push(`${e.name}:${e.isFile()}${e.isDirectory()}${e.isSymbolicLink()}${e.isFIFO()}:${e.parentPath}`);
console.log(sorted(seen), d.readSync());
d.closeSync();
for (const f of [() => d.readSync(), () => d.closeSync()]) try { f(); } catch (e) { console.log(e.code, e.message); }
try { fs.opendirSync('nope'); } catch (e) { console.log(e.code, e.message, e.syscall, e.path); }
try { fs.opendirSync(1); } catch (e) { console.log(e.code, e.message); }
const one = fs.readdirSync('.', { withFileTypes: true }).find((e) => e.name === 'a');
console.log(one, one.isBlockDevice(), one.isCharacterDevice(), one.isSocket());

async function main() {
  const names = [];
  for await (const e of await fs.promises.opendir('.')) names.push(e.name);
  console.log(sorted(names));
  const rec = [];
  const r = fs.opendirSync('.', { recursive: true });
  for (let e; (e = r.readSync());) rec.push(path.join(e.parentPath, e.name));
  r.closeSync();
  console.log(sorted(rec));
  const d2 = fs.opendirSync('sub');
  const first = await d2.read();
  d2.read((err, e) => console.log('cb', err, typeof e?.name));
  try { d2.readSync(); } catch (e) { console.log(e.code, e.message); }
  await new Promise((resolve) => setImmediate(resolve));
  console.log(typeof first.name, await d2.read());
  await d2.close();
  try { await d2.read(); } catch (e) { console.log(e.code, e.message); }
  try { await d2.close(); } catch (e) { console.log(e.code, e.message); }
  await new Promise((resolve) => fs.opendir('other', (err, dd) => {
    console.log('opendir cb', err, dd.path, dd.readSync().name);
    dd.close(() => { console.log('closed'); resolve(); });
  }));
  {
    await using d3 = await fs.promises.opendir('other');
    console.log(d3.readSync().name);
  }
  process.chdir(os.tmpdir());
  fs.rmSync(dir, { recursive: true });
}
main();
// the first read of a batch is under way until a later macrotask
const d4 = fs.opendirSync(os.tmpdir());
d4.read(() => {});
try { d4.readSync(); } catch (e) { console.log(e.code); }
try { d4.closeSync(); } catch (e) { console.log(e.code); }
d4.close((err) => {
  console.log('d4 closed', err);
  d4.close((err2) => console.log('again', err2.code));
});
// expect: Dir {} . [] [
// expect:   'constructor',
// expect:   'path',
// expect:   'read',
// expect:   'readSync',
// expect:   'close',
// expect:   'closeSync',
// expect:   'entries'
// expect: ]
// expect: [
// expect:   'a:truefalsefalsefalse:.',
// expect:   'b:truefalsefalsefalse:.',
// expect:   'c:truefalsefalsefalse:.',
// expect:   'lnk:falsefalsetruefalse:.',
// expect:   'other:falsetruefalsefalse:.',
// expect:   'sub:falsetruefalsefalse:.'
// expect: ] null
// expect: ERR_DIR_CLOSED Directory handle was closed
// expect: ERR_DIR_CLOSED Directory handle was closed
// expect: ENOENT ENOENT: no such file or directory, opendir opendir undefined
// expect: ERR_INVALID_ARG_TYPE The "path" argument must be of type string or an instance of Buffer or URL. Received type number (1)
// expect: Dirent { name: 'a', parentPath: '.', Symbol(type): 1 } false false false
// expect: ERR_DIR_CONCURRENT_OPERATION
// expect: ERR_DIR_CONCURRENT_OPERATION
// expect: d4 closed null
// expect: again ERR_DIR_CLOSED
// expect: [ 'a', 'b', 'c', 'lnk', 'other', 'sub' ]
// expect: [
// expect:   'a',            'b',
// expect:   'c',            'lnk',
// expect:   'other',        'other/z',
// expect:   'sub',          'sub/deeper',
// expect:   'sub/deeper/y', 'sub/x'
// expect: ]
// expect: cb null string
// expect: string null
// expect: ERR_DIR_CLOSED Directory handle was closed
// expect: ERR_DIR_CLOSED Directory handle was closed
// expect: opendir cb null other z
// expect: closed
// expect: z
