// node:fs's callback calls (readFile, writeFile, appendFile, stat, readdir,
// mkdir, mkdtemp, rename, unlink, rmdir, rm, realpath, exists): cb gets
// (error) or (null, result) later, never during the call; argument errors
// are thrown; fs.mkdtempSync and fs.promises.readFile/mkdtemp. Each step
// waits for the last, in a fresh directory under os.tmpdir().
const fs = require('fs');
const os = require('os');
const path = require('path');
const step = (f) => new Promise((resolve) => f(resolve));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarn-fs-cb-'));
console.log(/^tarn-fs-cb-[A-Za-z0-9]{6}$/.test(path.basename(dir)), fs.statSync(dir).isDirectory(),
  (fs.statSync(dir).mode & 0o777).toString(8));
const show = (label) => function (err, value) {
  const v = value === undefined ? 'undefined' : Buffer.isBuffer(value) ? `Buffer ${value}` : JSON.stringify(value);
  console.log(label, arguments.length, err ? `${err.code} ${err.syscall} ${err.message.replace(dir, 'DIR')}` : err, v);
};

(async () => {
  const f = path.join(dir, 'a.txt');
  let sync = true;
  await step((done) => {
    fs.writeFile(f, 'hello', (...a) => { show('writeFile')(...a); console.log('later', !sync); done(); });
    sync = false;
  });
  await step((done) => fs.appendFile(f, ' world', (...a) => { show('appendFile')(...a); done(); }));
  await step((done) => fs.readFile(f, 'utf8', (...a) => { show('readFile utf8')(...a); done(); }));
  await step((done) => fs.readFile(f, (...a) => { show('readFile')(...a); done(); }));
  await step((done) => fs.readFile(path.join(dir, 'none'), (...a) => { show('readFile missing')(...a); done(); }));
  await step((done) => fs.stat(f, (err, st) => { console.log('stat', err, st.size, st.isFile()); done(); }));
  await step((done) => fs.mkdir(path.join(dir, 'sub'), (...a) => { show('mkdir')(...a); done(); }));
  await step((done) => fs.mkdir(path.join(dir, 'p', 'q'), { recursive: true }, (err, first) => {
    console.log('mkdir recursive', err, path.relative(dir, first)); done();
  }));
  await step((done) => fs.readdir(dir, (...a) => { show('readdir')(a[0], a[1].sort()); done(); }));
  await step((done) => fs.rename(f, path.join(dir, 'b.txt'), (...a) => { show('rename')(...a); done(); }));
  await step((done) => fs.exists(path.join(dir, 'b.txt'), (...a) => { console.log('exists', a); done(); }));
  await step((done) => fs.unlink(path.join(dir, 'b.txt'), (...a) => { show('unlink')(...a); done(); }));
  await step((done) => fs.rmdir(path.join(dir, 'sub'), (...a) => { show('rmdir')(...a); done(); }));
  await step((done) => fs.rmdir(path.join(dir, 'none'), (...a) => { show('rmdir missing')(...a); done(); }));
  await step((done) => fs.realpath(dir + '/p/..', (err, p) => { console.log('realpath', err, p === fs.realpathSync(dir)); done(); }));
  await step((done) => fs.mkdtemp(path.join(dir, 'x-'), (err, d) => {
    console.log('mkdtemp', err, /^x-[A-Za-z0-9]{6}$/.test(path.basename(d))); done();
  }));
  const t = await fs.promises.mkdtemp(path.join(dir, 'y-'));
  await fs.promises.writeFile(path.join(t, 'z'), 'zz');
  console.log('promises', await fs.promises.readFile(path.join(t, 'z'), 'utf8'), fs.mkdtempSync(path.join(t, 'b-'), 'buffer') instanceof Buffer);
  await fs.promises.readFile(path.join(dir, 'none')).catch((e) => console.log('promises missing', e.code, e.syscall));

  for (const g of [() => fs.readFile(f), () => fs.stat(f), () => fs.readFile({}, () => {}), () => fs.writeFile(f, 'x'),
    () => fs.mkdtempSync(1), () => fs.mkdtemp(dir), () => fs.exists(dir)]) {
    try {
      g();
    } catch (e) {
      console.log(e.name, e.code, e.message);
    }
  }
  try {
    fs.mkdtempSync('/nonexistent-dir-x/ab');
  } catch (e) {
    console.log(e.code, e.errno, e.syscall, e.path, e.message);
  }
  fs.rmSync(dir, { recursive: true });
  fs.rm(dir, (...a) => show('rm missing')(...a));
})();
// expect: true true 700
// expect: writeFile 1 null undefined
// expect: later true
// expect: appendFile 1 null undefined
// expect: readFile utf8 2 null "hello world"
// expect: readFile 2 null Buffer hello world
// expect: readFile missing 1 ENOENT open ENOENT: no such file or directory, open 'DIR/none' undefined
// expect: stat null 11 true
// expect: mkdir 1 null undefined
// expect: mkdir recursive null p
// expect: readdir 2 null ["a.txt","p","sub"]
// expect: rename 1 null undefined
// expect: exists [ true ]
// expect: unlink 1 null undefined
// expect: rmdir 1 null undefined
// expect: rmdir missing 1 ENOENT rmdir ENOENT: no such file or directory, rmdir 'DIR/none' undefined
// expect: realpath null true
// expect: mkdtemp null true
// expect: promises zz true
// expect: promises missing ENOENT open
// expect: TypeError ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "path" argument must be of type string or an instance of Buffer or URL. Received an instance of Object
// expect: TypeError ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "prefix" argument must be of type string or an instance of Buffer or URL. Received type number (1)
// expect: TypeError ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "cb" argument must be of type function. Received undefined
// expect: ENOENT -2 mkdtemp /nonexistent-dir-x/abXXXXXX ENOENT: no such file or directory, mkdtemp '/nonexistent-dir-x/abXXXXXX'
// expect: rm missing 1 ENOENT lstat ENOENT: no such file or directory, lstat 'DIR' undefined
