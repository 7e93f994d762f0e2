// node:fs copyFile (sync, callback, promise; COPYFILE_EXCL; errors with
// dest), fstat, the callback descriptor calls (open, read, write, fstat,
// close), fs.promises.open's FileHandle, and fs.constants.
const fs = require('fs');
const os = require('os');
const path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarn-fsfd-'));
const at = (name) => path.join(dir, name);
const rel = (s) => String(s).split(dir).join('<dir>');
const show = (e) => console.log(e.name, e.code, rel(e.message), e.syscall, rel(e.path), rel(e.dest), e.errno);

fs.writeFileSync(at('a.txt'), 'hello, copy\n');

fs.copyFileSync(at('a.txt'), at('b.txt'));
console.log(fs.readFileSync(at('b.txt'), 'utf8').trim(), fs.statSync(at('b.txt')).size, fs.statSync(at('b.txt')).mode === fs.statSync(at('a.txt')).mode);
fs.writeFileSync(at('c.txt'), 'a much longer text that will be replaced');
fs.copyFileSync(at('a.txt'), at('c.txt'));
console.log(JSON.stringify(fs.readFileSync(at('c.txt'), 'utf8')));
fs.copyFileSync(at('a.txt'), at('a.txt'));
console.log(fs.readFileSync(at('a.txt'), 'utf8').length);
try { fs.copyFileSync(at('a.txt'), at('b.txt'), fs.constants.COPYFILE_EXCL); } catch (e) { show(e); }
try { fs.copyFileSync(at('missing'), at('d.txt')); } catch (e) { show(e); }
try { fs.copyFileSync(dir, at('d.txt')); } catch (e) { show(e); }
console.log(fs.existsSync(at('d.txt')));
for (const m of [8, 'a', 1.5]) {
  try { fs.copyFileSync(at('a.txt'), at('e.txt'), m); } catch (e) { console.log(e.name, e.code, e.message); }
}
try { fs.copyFileSync(1, at('e.txt')); } catch (e) { console.log(e.code, e.message); }
console.log(fs.constants.COPYFILE_EXCL, fs.constants.COPYFILE_FICLONE, fs.constants.COPYFILE_FICLONE_FORCE,
  fs.constants.O_CREAT, fs.constants.S_IFMT, Object.keys(fs.constants).length);

// fstatSync
const fd = fs.openSync(at('a.txt'), 'r');
const st = fs.fstatSync(fd);
console.log(st.isFile(), st.size, st.ino === fs.statSync(at('a.txt')).ino, st instanceof fs.Stats);
fs.closeSync(fd);
try { fs.fstatSync(fd); } catch (e) { show(e); }
try { fs.fstatSync('a'); } catch (e) { console.log(e.code, e.message); }

async function main() {
  // the callback descriptor calls
  const steps = [];
  await new Promise((resolve) => {
    fs.open(at('w.txt'), 'w+', (err, fd) => {
      steps.push(['open', err, typeof fd]);
      fs.write(fd, 'written text', (err, n, s) => {
        steps.push(['write string', err, n, s]);
        const b = Buffer.from('[buffer]');
        fs.write(fd, b, 0, b.length, null, (err, n, buf) => {
          steps.push(['write buffer', err, n, buf === b]);
          const into = Buffer.alloc(7);
          fs.read(fd, into, 0, 7, 0, (err, n, buf) => {
            steps.push(['read', err, n, buf === into, buf.toString()]);
            fs.read(fd, { buffer: Buffer.alloc(4), position: 8 }, (err, n, buf) => {
              steps.push(['read options', err, n, buf.toString()]);
              fs.fstat(fd, (err, st) => {
                steps.push(['fstat', err, st.size, st.isFile()]);
                fs.close(fd, (err) => {
                  steps.push(['close', err]);
                  fs.close(fd, (err) => {
                    steps.push(['close again', err.code, err.message]);
                    resolve();
                  });
                });
              });
            });
          });
        });
      });
    });
    steps.push(['sync end']);
  });
  for (const s of steps) console.log(...s);
  await new Promise((resolve) => fs.open(at('nope/x'), (err, fd) => { show(err); console.log(fd); resolve(); }));
  await new Promise((resolve) => fs.read(12345, (err, n, b) => { show(err); console.log(n, b.length); resolve(); }));
  await new Promise((resolve) => fs.copyFile(at('a.txt'), at('cb.txt'), (err) => {
    console.log('copyFile cb', err, fs.readFileSync(at('cb.txt'), 'utf8').trim());
    resolve();
  }));
  await new Promise((resolve) => fs.copyFile(at('a.txt'), at('cb.txt'), fs.constants.COPYFILE_EXCL, (err) => { show(err); resolve(); }));
  for (const f of [() => fs.read('x', () => {}), () => fs.read(1), () => fs.write(1, 5, () => {}), () => fs.open(at('a.txt')),
    () => fs.close('x'), () => fs.fstat(1)])
    try { f(); } catch (e) { console.log(e.code, e.message); }

  // fs.promises: copyFile and open's FileHandle
  await fs.promises.copyFile(at('a.txt'), at('p.txt'));
  console.log(fs.readFileSync(at('p.txt'), 'utf8').trim());
  try { await fs.promises.copyFile(at('zzz'), at('p.txt')); } catch (e) { show(e); }
  const fh = await fs.promises.open(at('h.txt'), 'w+');
  console.log(typeof fh.fd, fh.constructor.name);
  console.log(await fh.write('handle text'), await fh.read(Buffer.alloc(2), 0, 2, 0));
  const wb = Buffer.from('-more-');
  const w2 = await fh.write(wb, 0, wb.length, 11);
  console.log(w2.bytesWritten, w2.buffer === wb);
  const r1 = await fh.read(Buffer.alloc(6), 0, 6, 0);
  console.log(r1.bytesRead, r1.buffer.toString());
  const r2 = await fh.read({ buffer: Buffer.alloc(4), position: 7 });
  console.log(r2.bytesRead, r2.buffer.toString());
  const r3 = await fh.read();
  console.log(r3.bytesRead, r3.buffer.length);
  console.log((await fh.stat()).size);
  await fh.writeFile(' appended');
  fh.on('close', () => console.log('close event'));
  await fh.close();
  console.log(fh.fd);
  await fh.close();
  try { await fh.read(); } catch (e) { console.log(e.code, e.message, e.syscall); }
  try { await fh.stat(); } catch (e) { console.log(e.code, e.message, e.syscall); }
  console.log(fs.readFileSync(at('h.txt'), 'utf8'));
  const fh2 = await fs.promises.open(at('h.txt'));
  console.log(await fh2.readFile('utf8'));
  console.log(await fh2.readFile({ encoding: 'utf8' }));
  await fh2.close();
  const fh3 = await fs.promises.open(at('h.txt'), 'r');
  console.log((await fh3.readFile()).length);
  await fh3[Symbol.asyncDispose]();
  console.log(fh3.fd);
  try { await fs.promises.open(at('nope/x')); } catch (e) { show(e); }
  fs.rmSync(dir, { recursive: true });
}
main();
// expect: hello, copy 12 true
// expect: "hello, copy\n"
// expect: 12
// expect: Error EEXIST EEXIST: file already exists, copyfile '<dir>/a.txt' -> '<dir>/b.txt' copyfile <dir>/a.txt <dir>/b.txt -17
// expect: Error ENOENT ENOENT: no such file or directory, copyfile '<dir>/missing' -> '<dir>/d.txt' copyfile <dir>/missing <dir>/d.txt -2
// expect: Error EISDIR EISDIR: illegal operation on a directory, copyfile '<dir>' -> '<dir>/d.txt' copyfile <dir> <dir>/d.txt -21
// expect: false
// expect: RangeError ERR_OUT_OF_RANGE mode is out of range: >= 0 && <= 7
// expect: TypeError ERR_INVALID_ARG_TYPE mode must be int32 or null/undefined
// expect: ERR_INVALID_ARG_TYPE The "src" argument must be of type string or an instance of Buffer or URL. Received type number (1)
// expect: 1 2 4 64 61440 60
// expect: true 12 true true
// expect: Error EBADF EBADF: bad file descriptor, fstat fstat undefined undefined -9
// expect: ERR_INVALID_ARG_TYPE The "fd" argument must be of type number. Received type string ('a')
// expect: sync end
// expect: open null number
// expect: write string null 12 written text
// expect: write buffer null 8 true
// expect: read null 7 true written
// expect: read options null 4 text
// expect: fstat null 20 true
// expect: close null
// expect: close again EBADF EBADF: bad file descriptor, close
// expect: Error ENOENT ENOENT: no such file or directory, open '<dir>/nope/x' open <dir>/nope/x undefined -2
// expect: undefined
// expect: Error EBADF EBADF: bad file descriptor, read read undefined undefined -9
// expect: 0 16384
// expect: copyFile cb null hello, copy
// expect: Error EEXIST EEXIST: file already exists, copyfile '<dir>/a.txt' -> '<dir>/cb.txt' copyfile <dir>/a.txt <dir>/cb.txt -17
// expect: ERR_INVALID_ARG_TYPE The "fd" argument must be of type number. Received type string ('x')
// expect: ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: ERR_INVALID_ARG_TYPE The "buffer" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (5)
// expect: ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: ERR_INVALID_ARG_TYPE The "fd" argument must be of type number. Received type string ('x')
// expect: ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: hello, copy
// expect: Error ENOENT ENOENT: no such file or directory, copyfile '<dir>/zzz' -> '<dir>/p.txt' copyfile <dir>/zzz <dir>/p.txt -2
// expect: number FileHandle
// expect: [Object: null prototype] { bytesWritten: 11, buffer: 'handle text' } [Object: null prototype] { bytesRead: 2, buffer: <Buffer 68 61> }
// expect: 6 true
// expect: 6 handle
// expect: 4 text
// expect: 6 16384
// expect: 17
// expect: close event
// expect: -1
// expect: EBADF file closed read
// expect: EBADF file closed fstat
// expect: handle text-more- appended
// expect: handle text-more- appended
// expect:
// expect: 26
// expect: -1
// expect: Error ENOENT ENOENT: no such file or directory, open '<dir>/nope/x' open <dir>/nope/x undefined -2
