// fs.promises and node:fs/promises: the text calls as promises, with node's errors.
const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');
const os = require('os');
(async () => {
  console.log(fs.promises === fsp, fsp.readFile.name, typeof fsp.constants);
  const base = path.join(os.tmpdir(), 'tarn-fsp-' + process.pid);
  await fsp.rm(base, { recursive: true, force: true });
  console.log(await fsp.mkdir(path.join(base, 'a', 'b'), { recursive: true }) === path.join(base, 'a'));
  const f = path.join(base, 'a', 'f.txt');
  console.log(await fsp.writeFile(f, 'hello'), await fsp.appendFile(f, ' world'));
  console.log(await fsp.readFile(f, 'utf8'), (await fsp.stat(f)).size, (await fsp.lstat(f)).isFile());
  console.log(await fsp.readdir(path.join(base, 'a')));
  await fsp.rename(f, f + '.2');
  console.log(fs.existsSync(f), fs.existsSync(f + '.2'));
  try {
    await fsp.readFile(path.join(base, 'missing'), 'utf8');
  } catch (e) {
    console.log(e.code, e.syscall, e.message.split(base).join('BASE'));
  }
  await fsp.unlink(f + '.2');
  await fsp.rmdir(path.join(base, 'a', 'b'));
  await fsp.rm(base, { recursive: true });
  console.log(fs.existsSync(base));
})();
// expect: true readFile object
// expect: false
// expect: undefined undefined
// expect: hello world 11 true
// expect: [ 'b', 'f.txt' ]
// expect: false true
// expect: ENOENT open ENOENT: no such file or directory, open 'BASE/missing'
// expect: false
