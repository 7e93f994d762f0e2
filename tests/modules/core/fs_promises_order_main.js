// fs.promises settles where node's thread pool calls back: in the poll
// phase after the call, before that turn's immediates; an argument's error
// rejects at once.
const fsp = require('fs/promises');
const os = require('os');
const path = require('path');
const file = path.join(os.tmpdir(), `tarn-fsp-order-${process.pid}.txt`);
setImmediate(() => console.log('immediate'));
process.nextTick(() => console.log('tick'));
Promise.resolve().then(() => console.log('micro'));
fsp.stat(__filename).then((s) => console.log('stat', s.isFile()));
fsp.readFile('/nonexistent/x').catch((e) => console.log('readFile', e.code));
fsp.readFile(123n).catch((e) => console.log('bad argument', e.code));
(async () => {
  await fsp.writeFile(file, 'x');
  console.log('written');
  setImmediate(() => console.log('immediate 2'));
  console.log('read', await fsp.readFile(file, 'utf8'));
  const fh = await fsp.open(file);
  console.log('opened', typeof fh.fd);
  await fh.close();
  await fsp.rm(file);
  console.log('removed');
})();
// expect: tick
// expect: micro
// expect: bad argument ERR_INVALID_ARG_TYPE
// expect: stat true
// expect: readFile ENOENT
// expect: written
// expect: immediate
// expect: immediate 2
// expect: read x
// expect: opened number
// expect: removed
