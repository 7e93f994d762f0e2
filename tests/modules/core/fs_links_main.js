// node:fs access, chmod (numbers and octal strings), symlink/readlink,
// link, truncate, and the descriptor calls ftruncate, fsync, fdatasync,
// fchmod: sync, callback and promise forms, node's errors (two paths as
// 'a' -> 'b', rename's too) and argument checks.
const fs = require('fs');
const os = require('os');
const path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarn-fslinks-'));
process.chdir(dir);
const show = (e) => console.log(e.code, e.message, e.syscall, e.path, e.dest);
const mode = (p) => (fs.statSync(p).mode & 0o777).toString(8);

try { fs.accessSync('nope'); } catch (e) { show(e); }
fs.writeFileSync('f', 'hello');
console.log(fs.accessSync('f'), fs.accessSync('f', fs.constants.R_OK | fs.constants.W_OK));
for (const m of [8, 'r']) try { fs.accessSync('f', m); } catch (e) { show(e); }
fs.chmodSync('f', '600');
console.log(mode('f'));
fs.chmodSync('f', 0o640);
console.log(mode('f'));
for (const m of ['abc', 1.5, -1, {}]) try { fs.chmodSync('f', m); } catch (e) { console.log(e.code, e.message); }
try { fs.chmodSync('nope', 0o644); } catch (e) { show(e); }
fs.symlinkSync('f', 'l');
console.log(fs.readlinkSync('l'), fs.lstatSync('l').isSymbolicLink(), fs.readFileSync('l', 'utf8'));
try { fs.symlinkSync('f', 'l'); } catch (e) { show(e); }
try { fs.readlinkSync('f'); } catch (e) { show(e); }
try { fs.readlinkSync('nope'); } catch (e) { show(e); }
fs.linkSync('f', 'h');
console.log(fs.statSync('h').nlink, fs.statSync('f').ino === fs.statSync('h').ino);
try { fs.linkSync('nope', 'h2'); } catch (e) { show(e); }
try { fs.renameSync('nope', 'h2'); } catch (e) { show(e); }
fs.truncateSync('f', 2);
console.log(fs.readFileSync('f', 'utf8'));
fs.truncateSync('f');
console.log(fs.statSync('f').size);
try { fs.truncateSync('nope'); } catch (e) { show(e); }
try { fs.truncateSync('f', 'x'); } catch (e) { console.log(e.code, e.message); }
const fd = fs.openSync('f', 'r+');
fs.writeSync(fd, 'abcdef');
fs.ftruncateSync(fd, 3);
fs.fsyncSync(fd);
fs.fdatasyncSync(fd);
fs.fchmodSync(fd, 0o600);
fs.closeSync(fd);
console.log(fs.readFileSync('f', 'utf8'), mode('f'));
for (const f of [() => fs.ftruncateSync(fd), () => fs.fsyncSync(fd), () => fs.fdatasyncSync(fd), () => fs.fchmodSync(fd, 0o600)])
  try { f(); } catch (e) { show(e); }

async function main() {
  const cb = (name, f) => new Promise((resolve) => f((err, v) => {
    console.log(name, err ? `${err.code} ${err.message}` : err, v);
    resolve();
  }));
  await cb('access', (k) => fs.access('nope', k));
  await cb('access mode', (k) => fs.access('f', fs.constants.R_OK, k));
  await cb('chmod', (k) => fs.chmod('f', 0o644, k));
  await cb('symlink', (k) => fs.symlink('f', 'l2', k));
  await cb('readlink', (k) => fs.readlink('l2', k));
  await cb('link', (k) => fs.link('f', 'h3', k));
  await cb('truncate', (k) => fs.truncate('f', 1, k));
  const fd2 = fs.openSync('f', 'r+');
  await cb('ftruncate', (k) => fs.ftruncate(fd2, 0, k));
  await cb('fsync', (k) => fs.fsync(fd2, k));
  await cb('fdatasync', (k) => fs.fdatasync(fd2, k));
  await cb('fchmod', (k) => fs.fchmod(fd2, 0o600, k));
  fs.closeSync(fd2);
  console.log(mode('f'), fs.statSync('f').size);
  console.log(await fs.promises.access('f'), await fs.promises.readlink('l'));
  await fs.promises.chmod('f', '644');
  await fs.promises.symlink('h', 'l3');
  await fs.promises.link('f', 'h4');
  await fs.promises.truncate('h4', 0);
  console.log(mode('f'), fs.readlinkSync('l3'), fs.statSync('f').nlink);
  try { await fs.promises.access('zzz'); } catch (e) { show(e); }
  const fh = await fs.promises.open('f', 'r+');
  await fh.write('123456');
  await fh.truncate(4);
  await fh.sync();
  await fh.datasync();
  await fh.chmod(0o600);
  await fh.close();
  console.log(fs.readFileSync('f', 'utf8'), mode('f'));
  process.chdir(os.tmpdir());
  fs.rmSync(dir, { recursive: true });
}
main();
// expect: ENOENT ENOENT: no such file or directory, access 'nope' access nope undefined
// expect: undefined undefined
// expect: ERR_OUT_OF_RANGE mode is out of range: >= 0 && <= 7 undefined undefined undefined
// expect: ERR_INVALID_ARG_TYPE mode must be int32 or null/undefined undefined undefined undefined
// expect: 600
// expect: 640
// expect: ERR_INVALID_ARG_VALUE The argument 'mode' must be a 32-bit unsigned integer or an octal string. Received 'abc'
// expect: ERR_OUT_OF_RANGE The value of "mode" is out of range. It must be an integer. Received 1.5
// expect: ERR_OUT_OF_RANGE The value of "mode" is out of range. It must be >= 0 && <= 4294967295. Received -1
// expect: ERR_INVALID_ARG_TYPE The "mode" argument must be of type number. Received an instance of Object
// expect: ENOENT ENOENT: no such file or directory, chmod 'nope' chmod nope undefined
// expect: f true hello
// expect: EEXIST EEXIST: file already exists, symlink 'f' -> 'l' symlink f l
// expect: EINVAL EINVAL: invalid argument, readlink 'f' readlink f undefined
// expect: ENOENT ENOENT: no such file or directory, readlink 'nope' readlink nope undefined
// expect: 2 true
// expect: ENOENT ENOENT: no such file or directory, link 'nope' -> 'h2' link nope h2
// expect: ENOENT ENOENT: no such file or directory, rename 'nope' -> 'h2' rename nope h2
// expect: he
// expect: 0
// expect: ENOENT ENOENT: no such file or directory, open 'nope' open nope undefined
// expect: ERR_INVALID_ARG_TYPE The "len" argument must be of type number. Received type string ('x')
// expect: abc 600
// expect: EBADF EBADF: bad file descriptor, ftruncate ftruncate undefined undefined
// expect: EBADF EBADF: bad file descriptor, fsync fsync undefined undefined
// expect: EBADF EBADF: bad file descriptor, fdatasync fdatasync undefined undefined
// expect: EBADF EBADF: bad file descriptor, fchmod fchmod undefined undefined
// expect: access ENOENT ENOENT: no such file or directory, access 'nope' undefined
// expect: access mode null undefined
// expect: chmod null undefined
// expect: symlink null undefined
// expect: readlink null f
// expect: link null undefined
// expect: truncate null undefined
// expect: ftruncate null undefined
// expect: fsync null undefined
// expect: fdatasync null undefined
// expect: fchmod null undefined
// expect: 600 0
// expect: undefined f
// expect: 644 h 4
// expect: ENOENT ENOENT: no such file or directory, access 'zzz' access zzz undefined
// expect: 1234 600
