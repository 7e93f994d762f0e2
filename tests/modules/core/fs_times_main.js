// node:fs utimes, lutimes, futimes (seconds, numeric strings, Dates),
// chown, lchown, fchown (-1 keeps an id): sync, callback, promise and
// FileHandle forms, node's errors and argument checks.
const fs = require('fs');
const os = require('os');
const path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarn-fstimes-'));
process.chdir(dir);
const show = (e) => console.log(e.code, e.message, e.syscall, e.path);
const times = (p, st = fs.statSync(p)) => console.log(st.atimeMs, st.mtimeMs, st.mtime.toISOString());

fs.writeFileSync('f', 'x');
fs.symlinkSync('f', 'l');
fs.utimesSync('f', 1000.5, new Date(2000000));
times('f');
fs.utimesSync('f', '1500', 1e9);
times('f');
fs.lutimesSync('l', 42, 43);
times('l', fs.lstatSync('l'));
times('f');
const fd = fs.openSync('f', 'r');
fs.futimesSync(fd, 7, 8.2500017);
times('f');
const { uid, gid } = fs.statSync('f');
fs.chownSync('f', -1, -1);
fs.lchownSync('l', uid, gid);
fs.fchownSync(fd, uid, -1);
console.log(fs.statSync('f').uid === uid, fs.statSync('f').gid === gid);
fs.closeSync(fd);
for (const f of [() => fs.utimesSync('nope', 1, 2), () => fs.lutimesSync('nope', 1, 2), () => fs.futimesSync(fd, 1, 2),
  () => fs.chownSync('nope', 0, 0), () => fs.lchownSync('nope', 0, 0), () => fs.fchownSync(fd, 0, 0),
  () => fs.utimesSync('f', 'x', 2), () => fs.utimesSync('f', 1, {}), () => fs.chownSync('f', 'a', 0),
  () => fs.chownSync('f', -2, 0), () => fs.chownSync('f', 1.5, 0), () => fs.chownSync('f', 0, 2 ** 32),
  () => fs.chownSync('f', 0, 2 ** 33)])
  try { f(); } catch (e) { show(e); }

async function main() {
  const cb = (name, f) => new Promise((resolve) => f((err) => {
    console.log(name, err ? `${err.code} ${err.message}` : err);
    resolve();
  }));
  await cb('utimes', (k) => fs.utimes('f', 100, 200, k));
  times('f');
  await cb('lutimes', (k) => fs.lutimes('nope', 1, 2, k));
  await cb('chown', (k) => fs.chown('f', -1, -1, k));
  await cb('lchown', (k) => fs.lchown('l', -1, -1, k));
  const fd2 = fs.openSync('f', 'r');
  await cb('futimes', (k) => fs.futimes(fd2, 300, 400, k));
  await cb('fchown', (k) => fs.fchown(fd2, -1, -1, k));
  fs.closeSync(fd2);
  times('f');
  await fs.promises.utimes('f', 5, 6);
  await fs.promises.chown('f', -1, -1);
  await fs.promises.lchown('l', -1, -1);
  await fs.promises.lutimes('l', 9, 10);
  times('f');
  times('l', fs.lstatSync('l'));
  try { await fs.promises.utimes('nope', 1, 1); } catch (e) { show(e); }
  const fh = await fs.promises.open('f', 'r');
  await fh.utimes(11, new Date(12000));
  await fh.chown(-1, -1);
  await fh.close();
  times('f');
  try { await fh.utimes(1, 1); } catch (e) { console.log(e.code, e.message, e.syscall); }
  try { await fh.chown(1, 1); } catch (e) { console.log(e.code, e.message, e.syscall); }
  process.chdir(os.tmpdir());
  fs.rmSync(dir, { recursive: true });
}
main();
// expect: 1000500 2000000 1970-01-01T00:33:20.000Z
// expect: 1500000 1000000000000 2001-09-09T01:46:40.000Z
// expect: 42000 43000 1970-01-01T00:00:43.000Z
// expect: 1500000 1000000000000 2001-09-09T01:46:40.000Z
// expect: 7000 8250.0017 1970-01-01T00:00:08.250Z
// expect: true true
// expect: ENOENT ENOENT: no such file or directory, utime 'nope' utime nope
// expect: ENOENT ENOENT: no such file or directory, lutime 'nope' lutime nope
// expect: EBADF EBADF: bad file descriptor, futime futime undefined
// expect: ENOENT ENOENT: no such file or directory, chown 'nope' chown nope
// expect: ENOENT ENOENT: no such file or directory, lchown 'nope' lchown nope
// expect: EBADF EBADF: bad file descriptor, fchown fchown undefined
// expect: ERR_INVALID_ARG_TYPE The "time" argument must be an instance of Date or an Time in seconds. Received type string ('x') undefined undefined
// expect: ERR_INVALID_ARG_TYPE The "time" argument must be an instance of Date or an Time in seconds. Received an instance of Object undefined undefined
// expect: ERR_INVALID_ARG_TYPE The "uid" argument must be of type number. Received type string ('a') undefined undefined
// expect: ERR_OUT_OF_RANGE The value of "uid" is out of range. It must be >= -1 && <= 4294967295. Received -2 undefined undefined
// expect: ERR_OUT_OF_RANGE The value of "uid" is out of range. It must be an integer. Received 1.5 undefined undefined
// expect: ERR_OUT_OF_RANGE The value of "gid" is out of range. It must be >= -1 && <= 4294967295. Received 4294967296 undefined undefined
// expect: ERR_OUT_OF_RANGE The value of "gid" is out of range. It must be >= -1 && <= 4294967295. Received 8_589_934_592 undefined undefined
// expect: utimes null
// expect: 100000 200000 1970-01-01T00:03:20.000Z
// expect: lutimes ENOENT ENOENT: no such file or directory, lutime 'nope'
// expect: chown null
// expect: lchown null
// expect: futimes null
// expect: fchown null
// expect: 300000 400000 1970-01-01T00:06:40.000Z
// expect: 5000 6000 1970-01-01T00:00:06.000Z
// expect: 9000 10000 1970-01-01T00:00:10.000Z
// expect: ENOENT ENOENT: no such file or directory, utime 'nope' utime nope
// expect: 11000 12000 1970-01-01T00:00:12.000Z
// expect: EBADF file closed futimes
// expect: EBADF file closed fchown
