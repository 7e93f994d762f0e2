// node:os basics (the values this machine gives node and tarn alike).
const os = require('os');
console.log(JSON.stringify(os.EOL), os.platform(), os.type(), os.endianness(), os.devNull);
console.log(['x64', 'arm64', 'ia32', 'arm'].includes(os.arch()), os.homedir() === process.env.HOME, typeof os.hostname(), os.hostname().length > 0);
console.log(os.tmpdir() === (process.env.TMPDIR || '/tmp').replace(/(.)\/$/, '$1'), typeof os.release());
console.log(require('node:os') === os);
// expect: "\n" linux Linux LE /dev/null
// expect: true true string true
// expect: true string
// expect: true
