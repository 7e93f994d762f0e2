// fs.createReadStream / createWriteStream over node:stream: start/end/encoding,
// highWaterMark, the open/ready/close events, bytesRead/bytesWritten, a
// pipeline through a Transform, ENOENT as an error event, ERR_OUT_OF_RANGE.
const fs = require('fs');
const path = require('path');
const os = require('os');
const { pipeline, Transform } = require('stream');

const a = path.join(os.tmpdir(), 'tarn-fs-stream-a.txt');
const b = path.join(os.tmpdir(), 'tarn-fs-stream-b.txt');
fs.writeFileSync(a, 'hello stream world\nline two\n');
const r = fs.createReadStream(a, { start: 6, end: 11, encoding: 'utf8' });
const ev = [];
r.on('open', (fd) => ev.push('open ' + typeof fd));
r.on('ready', () => ev.push('ready'));
r.on('data', (d) => ev.push('data ' + JSON.stringify(d)));
r.on('end', () => ev.push('end'));
r.on('close', () => {
  ev.push('close ' + r.bytesRead);
  console.log(ev.join(', '));
  const w = fs.createWriteStream(b);
  w.on('open', () => console.log('w open', w.pending));
  w.write('one ');
  w.end('two', () => console.log('w end cb', w.bytesWritten));
  w.on('finish', () => console.log('w finish'));
  w.on('close', () => {
    console.log('w close', JSON.stringify(fs.readFileSync(b, 'utf8')));
    const upper = new Transform({ transform(c, e, cb) { cb(null, c.toString().toUpperCase()); } });
    pipeline(fs.createReadStream(a, { highWaterMark: 16 }), upper, fs.createWriteStream(b), (err) => {
      console.log('pipeline', err, JSON.stringify(fs.readFileSync(b, 'utf8')));
      const bad = fs.createReadStream(path.join(os.tmpdir(), 'tarn-no-such-file'));
      bad.on('error', (e) => console.log('error', e.code, e.syscall, e.message.replace(os.tmpdir(), 'TMP')));
      bad.on('close', () => {
        console.log('bad close');
        try { fs.createReadStream(a, { start: 5, end: 2 }); } catch (e) { console.log(e.code, e.message); }
        fs.unlinkSync(a); fs.unlinkSync(b);
      });
    });
  });
});
// expect: open number, ready, data "stream", end, close 6
// expect: w open false
// expect: w end cb 7
// expect: w finish
// expect: w close "one two"
// expect: pipeline undefined "HELLO STREAM WORLD\nLINE TWO\n"
// expect: error ENOENT open ENOENT: no such file or directory, open 'TMP/tarn-no-such-file'
// expect: bad close
// expect: ERR_OUT_OF_RANGE The value of "start" is out of range. It must be <= "end" (here: 2). Received 5
