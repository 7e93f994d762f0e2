// tarn-only: tarn:fs (node's node:fs gives the same output for these calls)
import { readFileSync, writeFileSync, existsSync } from 'tarn:fs';
import * as fs from 'tarn:fs';
const here = 'tests/script/modules/builtin/data.txt';
console.log(existsSync(here), existsSync('tests/script/modules/builtin/nope.txt'), existsSync(42));
const text = readFileSync(here, 'utf8');
console.log(JSON.stringify(text), text.length);
console.log(readFileSync(here, { encoding: 'utf-8' }) === text);
const bytes = readFileSync(here);
console.log(bytes.length, bytes[0], bytes[bytes.length - 1]);
const out = 'build/fs_main_test_output.txt';
writeFileSync(out, 'héllo\n');
console.log(JSON.stringify(readFileSync(out, 'utf8')), readFileSync(out).length);
writeFileSync(out, [104, 105]);
console.log(readFileSync(out, 'utf8'));
try {
    readFileSync('tests/script/modules/builtin/nope.txt', 'utf8');
} catch (e) {
    console.log(e.message);
    console.log(e.code, e.errno, e.syscall, e.path);
}
try {
    writeFileSync('build/no/such/dir/x.txt', 'x');
} catch (e) {
    console.log(e.message);
}
console.log(Object.keys(fs));
// expect: true false false
// expect: "line one\nünïcode ✓\n" 19
// expect: true
// expect: 23 108 10
// expect: "héllo\n" 7
// expect: hi
// expect: ENOENT: no such file or directory, open 'tests/script/modules/builtin/nope.txt'
// expect: ENOENT -2 open tests/script/modules/builtin/nope.txt
// expect: ENOENT: no such file or directory, open 'build/no/such/dir/x.txt'
// expect: [ 'existsSync', 'readFileSync', 'writeFileSync' ]
