// fs.readdirSync / readdir / promises.readdir with recursive: breadth
// first, each directory sorted; names relative to the start (a link to a
// directory is entered), Dirents with their parentPath (a link is not).
const fs = require('fs');
const os = require('os');
const path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarn-readdir-'));
process.chdir(dir);
for (const f of ['b', 'a', 'z/y/x', 'z/w', 'c/d/e/f']) {
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, '');
}
fs.symlinkSync('c', 'lnk');
console.log(fs.readdirSync('.', { recursive: true }));
console.log(fs.readdirSync('.', { recursive: true, withFileTypes: true }).map((d) => `${d.parentPath}:${d.name}`));
console.log(fs.readdirSync(dir, { recursive: true }).length, fs.readdirSync('z', { recursive: false }));
fs.readdir('.', { recursive: true }, (err, list) => {
  console.log('cb', err, list.length);
  fs.promises.readdir('c', { recursive: true }).then((l) => {
    console.log(l);
    process.chdir(os.tmpdir());
    fs.rmSync(dir, { recursive: true });
  });
});
// expect: [
// expect:   'a',       'b',
// expect:   'c',       'lnk',
// expect:   'z',       'c/d',
// expect:   'lnk/d',   'z/w',
// expect:   'z/y',     'c/d/e',
// expect:   'lnk/d/e', 'z/y/x',
// expect:   'c/d/e/f', 'lnk/d/e/f'
// expect: ]
// expect: [
// expect:   '.:a',     '.:b',
// expect:   '.:c',     '.:lnk',
// expect:   '.:z',     'c:d',
// expect:   'lnk:d',   'z:w',
// expect:   'z:y',     'c/d:e',
// expect:   'lnk/d:e', 'z/y:x',
// expect:   'c/d/e:f', 'lnk/d/e:f'
// expect: ]
// expect: 14 [ 'w', 'y' ]
// expect: cb null 14
// expect: [ 'd', 'd/e', 'd/e/f' ]
