// node:fs, synchronous calls on text, in a scratch directory beside the test
// (removed at the end): write/append/read, exists, stat, readdir (names and
// Dirents, sorted), mkdir recursive, rename, rm recursive, node's errors.
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, 'scratch-fs');
fs.rmSync(dir, { recursive: true, force: true }); // a run that stopped half-way
const clean = (s) => s.split(dir).join('DIR');
console.log(fs === require('node:fs'), fs.existsSync(dir));
console.log(fs.mkdirSync(path.join(dir, 'a/b/c'), { recursive: true }) === dir);
fs.writeFileSync(path.join(dir, 'f.txt'), 'hello ');
fs.appendFileSync(path.join(dir, 'f.txt'), 'wörld\n');
console.log(JSON.stringify(fs.readFileSync(path.join(dir, 'f.txt'), 'utf8')), fs.readFileSync(path.join(dir, 'f.txt'), { encoding: 'utf8' }).length);
const st = fs.statSync(path.join(dir, 'f.txt'));
console.log(st.isFile(), st.isDirectory(), st.size, st.mtime instanceof Date, typeof st.mtimeMs);
console.log(fs.statSync(dir).isDirectory(), fs.statSync(path.join(dir, 'nope'), { throwIfNoEntry: false }));
fs.writeFileSync(path.join(dir, 'b.txt'), '');
console.log(fs.readdirSync(dir), fs.readdirSync(dir, { withFileTypes: true }).map((d) => d.name + ':' + d.isDirectory()));
fs.renameSync(path.join(dir, 'b.txt'), path.join(dir, 'a/moved.txt'));
console.log(fs.readdirSync(path.join(dir, 'a')), fs.existsSync(path.join(dir, 'b.txt')));
for (const f of [
  () => fs.readFileSync(path.join(dir, 'missing.txt'), 'utf8'),
  () => fs.mkdirSync(path.join(dir, 'a')),
  () => fs.readdirSync(path.join(dir, 'f.txt')),
  () => fs.rmdirSync(path.join(dir, 'a')),
  () => fs.rmSync(path.join(dir, 'a')),
  () => fs.statSync(path.join(dir, 'missing')),
  () => fs.unlinkSync(path.join(dir, 'missing')),
]) {
  try {
    f();
  } catch (e) {
    console.log(e.code, e.syscall, e.errno, clean(e.message), e.path && clean(e.path));
  }
}
fs.rmSync(path.join(dir, 'missing'), { force: true });
fs.rmSync(dir, { recursive: true });
console.log(fs.existsSync(dir));
// expect: true false
// expect: true
// expect: "hello wörld\n" 12
// expect: true false 13 true number
// expect: true undefined
// expect: [ 'a', 'b.txt', 'f.txt' ] [ 'a:true', 'b.txt:false', 'f.txt:false' ]
// expect: [ 'b', 'moved.txt' ] false
// expect: ENOENT open -2 ENOENT: no such file or directory, open 'DIR/missing.txt' DIR/missing.txt
// expect: EEXIST mkdir -17 EEXIST: file already exists, mkdir 'DIR/a' DIR/a
// expect: ENOTDIR scandir -20 ENOTDIR: not a directory, scandir 'DIR/f.txt' DIR/f.txt
// expect: ENOTEMPTY rmdir -39 ENOTEMPTY: directory not empty, rmdir 'DIR/a' DIR/a
// expect: ERR_FS_EISDIR rm 21 Path is a directory: rm returned EISDIR (is a directory) DIR/a DIR/a
// expect: ENOENT stat -2 ENOENT: no such file or directory, stat 'DIR/missing' DIR/missing
// expect: ENOENT unlink -2 ENOENT: no such file or directory, unlink 'DIR/missing' DIR/missing
// expect: false
