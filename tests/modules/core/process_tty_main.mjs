// node:process is the process object; node:tty's isatty (stdout and stdin are
// not terminals under the test runner); fs.realpathSync and its .native
import proc from 'node:process';
import tty from 'node:tty';
import { createRequire } from 'node:module';
import fs from 'node:fs';
const require = createRequire(import.meta.url);
console.log(proc === process, require('process') === process, require('node:process') === process);
console.log(tty.isatty(1), tty.isatty(-1), tty.isatty(1.5), tty.isatty('1'), tty.isatty(2 ** 31), typeof tty.WriteStream);
console.log(fs.realpathSync(import.meta.dirname + '/../core/.') === import.meta.dirname, fs.realpathSync.native.name);
for (const f of [fs.realpathSync, fs.realpathSync.native]) {
  try { f(import.meta.dirname + '/no-such-dir/x'); } catch (e) {
    console.log(e.message.replace(import.meta.dirname, 'DIR'), e.code, e.syscall, e.errno);
  }
}
console.log(await fs.promises.realpath(import.meta.dirname + '/..') === fs.realpathSync(import.meta.dirname + '/..'));
// expect: true true true
// expect: false false false false false function
// expect: true 
// expect: ENOENT: no such file or directory, lstat 'DIR/no-such-dir' ENOENT lstat -2
// expect: ENOENT: no such file or directory, realpath 'DIR/no-such-dir/x' ENOENT realpath -2
// expect: true
