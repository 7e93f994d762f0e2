// node:fs with bytes: readFileSync without an encoding is a Buffer of the
// file's bytes; writeFileSync/appendFileSync write a Buffer, typed array or
// DataView's bytes as they are (not through UTF-8). Scratch directory
// beside the test, removed at the end.
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, 'scratch-fs-bytes');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);
const f = path.join(dir, 'b.bin');
fs.writeFileSync(f, 'héllo\n');
const b = fs.readFileSync(f);
console.log(b, b.length, Buffer.isBuffer(b), JSON.stringify(b.toString()), b.toString('hex'));
console.log(JSON.stringify(fs.readFileSync(f, { encoding: null })));
fs.writeFileSync(f, Buffer.from([0xff, 0x00, 0x80, 0x41]));
fs.appendFileSync(f, new Uint16Array([0x4342]));
fs.appendFileSync(f, new DataView(new Uint8Array([0xfe]).buffer));
console.log(fs.readFileSync(f), fs.statSync(f).size);
fs.writeFileSync(f, new Uint8Array(0));
console.log(fs.readFileSync(f));
try { fs.writeFileSync(f, 5); } catch (e) { console.log(e.code, e.message); }
try { fs.readFileSync(path.join(dir, 'missing')); } catch (e) { console.log(e.code, e.message.split(dir).join('DIR')); }
fs.rmSync(dir, { recursive: true });
console.log(fs.existsSync(dir));
// expect: <Buffer 68 c3 a9 6c 6c 6f 0a> 7 true "héllo\n" 68c3a96c6c6f0a
// expect: {"type":"Buffer","data":[104,195,169,108,108,111,10]}
// expect: <Buffer ff 00 80 41 42 43 fe> 7
// expect: <Buffer >
// expect: ERR_INVALID_ARG_TYPE The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (5)
// expect: ENOENT ENOENT: no such file or directory, open 'DIR/missing'
// expect: false
